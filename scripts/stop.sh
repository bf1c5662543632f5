#!/usr/bin/env bash
# Stops the services and front-end hosts started by scripts/start.sh. With --all, the infrastructure too.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
node scripts/stack/stop-stack.mjs
if [[ "${1:-}" == "--all" ]]; then bash infra/down.sh; fi
