#!/usr/bin/env bash
# Runs every check and test: the dependency audit, type checks, lint, unit, integration (real Kafka + FerretDB) and
# browser (Chromium) tests, ending with one line "N passed, N failed" for all suites together.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/prepare.sh --browser
echo "==> dependency audit (fails on a high or critical advisory)"
bash scripts/audit.sh
bash scripts/build.sh
echo "==> type checks"
pnpm -r --reporter=append-only typecheck >/dev/null
pnpm exec tsc -p tsconfig.json
echo "==> lint and format"
pnpm exec eslint --max-warnings=0 .
pnpm exec prettier --check --log-level=warn .
node scripts/run-tests.mjs
