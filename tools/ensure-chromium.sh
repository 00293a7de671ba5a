#!/usr/bin/env bash
# The browser tests drive Debian's chromium (no browser download). Prints the path of a Chromium to use: the one
# in CHROMIUM_PATH or on the machine, else installs Debian's where that can be done (root with apt-get), else stops
# at once with one line saying how. `npm test` and .ci/run call it before anything else.
set -euo pipefail

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium "$(command -v chromium 2>/dev/null || true)"; do
  if [[ -n "$candidate" && -x "$candidate" ]]; then
    echo "$candidate"
    exit 0
  fi
done

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (apt-get install chromium)" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  echo /usr/bin/chromium
  exit 0
fi

echo "npm test needs Chromium for its browser tests and none is installed: run \`sudo apt-get install chromium\` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
