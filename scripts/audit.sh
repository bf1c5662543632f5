#!/usr/bin/env bash
# The dependency audit of CI (run by scripts/test.sh): fails on a high or critical advisory in any dependency, the
# check `pnpm audit --audit-level high` makes; when the registry's audit endpoint gives no report, warns and carries
# on (scripts/audit-verdict.mjs says why). Bounded to a minute so a hanging endpoint cannot hold up CI.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
timeout 60 pnpm audit --json >"$out" 2>"$err" || true
node scripts/audit-verdict.mjs "$out" "$err"
