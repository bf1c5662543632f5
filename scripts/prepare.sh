#!/usr/bin/env bash
# Gets a machine ready to build, run and test Mealbox: pnpm, node modules, the local infrastructure
# (Kafka, FerretDB, stripe-mock; see infra/up.sh) and, with --browser, Debian's Chromium for the browser tests.
# Safe to run again: each step skips what is already in place.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PNPM_VERSION=9.15.9
step() { echo "==> $*"; }

if [[ "${1:-}" == "--browser" ]] && ! command -v "${CHROME_PATH:-/usr/bin/chromium}" >/dev/null; then
  step "installing Chromium from Debian's packages (browser tests)"
  if [[ $(id -u) -ne 0 ]]; then echo "Chromium is missing; install it as root: apt-get install -y chromium" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

if ! command -v pnpm >/dev/null || [[ "$(pnpm --version)" != "$PNPM_VERSION" ]]; then
  step "installing pnpm $PNPM_VERSION"
  npm install --global --silent "pnpm@$PNPM_VERSION"
fi

step "installing node modules"
pnpm install --frozen-lockfile

step "starting the local infrastructure (the first run downloads and builds it: a few minutes)"
bash infra/up.sh
