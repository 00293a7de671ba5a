#!/usr/bin/env bash
# `npm test`: lint (with the module-boundary rules) and type check side by side, unit tests, production builds,
# api tests against real PostgreSQL and Redis, then browser tests in Chromium against production builds on
# separate origins. Ends with the time of each step and the ten slowest tests (tools/test-summary.mjs).
#
# Every step runs under a limit, sized from measured times (README, Test) with room for a busy machine: a step
# that reaches it is stopped and named, instead of the run ending in a bare exit 124.
set -uo pipefail
cd "$(dirname "$0")/.."
source tools/nx-env.sh

# Set-up checks before any step (first-run): a Chromium for the browser tests, or one line saying how to get one.
CHROMIUM_PATH="$(bash tools/ensure-chromium.sh)"
export CHROMIUM_PATH

rm -rf tmp/reports && mkdir -p tmp/reports
STEPS=tmp/reports/steps.tsv
status=0

# run_step NAME LIMIT_SECONDS COMMAND...: runs, times and records one step; stops the run when it fails.
run_step() {
  local name=$1 limit=$2
  shift 2
  printf '\n=== %s ===\n' "$name"
  local started=$SECONDS code=0
  timeout --kill-after=30 "$limit" "$@" || code=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$code" "$limit" >>"$STEPS"
  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
    echo "npm test: step '$name' did not finish within its limit of $limit s and was stopped (a hang, or the step" \
      "outgrew its limit: compare its time with the last runs below, and raise the limit in tools/test.sh and" \
      "package.json only if the growth is real)." >&2
  fi
  if [ "$code" -ne 0 ]; then
    status=$code
    node tools/test-summary.mjs
    echo "npm test: step '$name' failed (exit $code)." >&2
    exit "$status"
  fi
}

# Lint and type check of the whole workspace in two lanes side by side (tools/lint-and-typecheck.sh).
run_step "lint + type check" 600 bash tools/lint-and-typecheck.sh
run_step "unit tests" 300 npm run test:unit -- --ci
run_step "production builds" 600 npx nx run-many -t build --output-style=static
run_step "api tests" 600 npm run test:api -- --ci
run_step "browser tests" 1800 npm run test:e2e

node tools/test-summary.mjs
exit "$status"
