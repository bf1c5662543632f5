#!/usr/bin/env bash
# Builds every package in dependency order, one at a time (webpack builds are heavy on two cores).
# Prints one line per package; the full output goes to .data/logs/build.log and its tail is shown on failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
log=.data/logs/build.log
mkdir -p "$(dirname "$log")"
echo "==> building services and front ends (full output: $log)"
if ! pnpm -r --workspace-concurrency=1 --reporter=append-only build 2>&1 | tee "$log" |
  { grep --line-buffered -oE '^> @mealbox/[^@]+' | sed -u 's/^> /    building /' || true; }; then
  echo "build failed; last lines of $log:" >&2
  tail -n 40 "$log" >&2
  exit 1
fi
