#!/usr/bin/env bash
# `npm test`: lint (with the module-boundary rules), type check, unit tests, api tests against real
# PostgreSQL and Redis, then browser tests in Chromium against production builds on separate origins.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/nx-env.sh

# Set-up checks before any step (first-run): a Chromium for the browser tests, or one line saying how to get one.
CHROMIUM_PATH="$(bash tools/ensure-chromium.sh)"
export CHROMIUM_PATH

rm -rf tmp/reports && mkdir -p tmp/reports

step() { printf '\n=== %s ===\n' "$*"; }

step "build the shared contracts"
npx nx run @harman/contracts:build --output-style=static

step "lint"
npx nx run-many -t lint --output-style=static
npx eslint tools bench jest.config.js eslint.config.mjs
node tools/check-lockfile.mjs

step "type check"
npx nx run-many -t typecheck --output-style=static

step "unit tests"
npm run test:unit -- --ci

step "production builds"
npx nx run-many -t build --output-style=static

step "api tests (PostgreSQL, Redis, SMTP sink)"
npm run test:api -- --ci

step "browser tests (Chromium)"
npm run test:e2e

node tools/test-summary.mjs
