#!/usr/bin/env bash
# Lint and type check of the whole workspace, as `npm test` runs them: two lanes side by side (two cores).
#
# One ESLint run over every project (the Nx module-boundary rules included) and one TypeScript program for all
# web projects (tsconfig.web.json): the per-project Nx targets start ESLint 13 times and type check each shared
# lib again inside every app that imports it (measured under load: 47 s + 89 s per project, 18 s + 56 s here).
# The per-project targets stay for `nx affected` while developing.
set -uo pipefail
cd "$(dirname "$0")/.."
source tools/nx-env.sh

# The module-boundary rule reads Nx's project graph from its cache; a fresh clone has none, and ESLint outside
# Nx then skips the rule with a warning. Made here first (a few seconds).
npx nx show projects >/dev/null || { echo "lint + type check: the Nx project graph could not be made" >&2; exit 1; }

lane() {
  local name=$1
  shift
  local started=$SECONDS
  "$@" || { echo "lint + type check: '$name' failed" >&2; return 1; }
  echo "lint + type check: $name passed in $((SECONDS - started)) s"
}

lint_lane() {
  lane "eslint (every project, tools, bench)" npx eslint apps/*/src apps/api/test apps/api/reliability apps/api/scripts apps/e2e \
    libs/*/src tools bench jest.config.js eslint.config.mjs &&
    lane "tsc e2e" npx tsc -p apps/e2e/tsconfig.json --noEmit &&
    lane "tsc contracts" npx tsc -p libs/contracts/tsconfig.json --noEmit &&
    lane "lock file" node tools/check-lockfile.mjs
}

types_lane() {
  lane "tsc web (shell, remotes, web libs)" npx tsc -p tsconfig.web.json --noEmit &&
    lane "tsc api" npx tsc -p apps/api/tsconfig.json --noEmit
}

lint_lane &
lint_pid=$!
types_lane &
types_pid=$!
status=0
wait "$lint_pid" || status=1
wait "$types_pid" || status=1
exit "$status"
