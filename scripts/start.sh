#!/usr/bin/env bash
# Starts the whole product on this machine: infrastructure, services, front ends behind the gateway, demo data.
# Prints the address when everything answers. Stop it with: bash scripts/stop.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/prepare.sh
bash scripts/build.sh
node scripts/stack/start-stack.mjs "$@"
