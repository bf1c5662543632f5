#!/usr/bin/env bash
# Builds every package in dependency order, one at a time (webpack builds are heavy on two cores).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
echo "==> building services and front ends"
pnpm -r --workspace-concurrency=1 --reporter=append-only build 2>&1 | grep -E '^\S+ build\$|ERR|rror|Done' || true
test "${PIPESTATUS[0]}" -eq 0
