#!/usr/bin/env bash
# Gets a machine ready to build, run and test Mealbox: Debian's Chromium (the gateway prerenders the public pages
# in it, and the browser tests drive it), Debian's nginx (the edge proxy), pnpm, node modules and the local
# infrastructure (Kafka, FerretDB, stripe-mock, Mailpit; see infra/up.sh). With --browser a missing Chromium is an
# error (the browser tests need it); without, a user who cannot install it gets the site with prerendering off.
# Safe to run again: each step skips what is already in place.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PNPM_VERSION=9.15.9
step() { echo "==> $*"; }

if ! command -v "${CHROME_PATH:-/usr/bin/chromium}" >/dev/null; then
  step "installing Chromium from Debian's packages (prerendering and browser tests)"
  if [[ $(id -u) -eq 0 ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-l10n fonts-dejavu-core >/dev/null
  elif [[ "${1:-}" == "--browser" ]]; then
    echo "Chromium is missing; install it as root: apt-get install -y chromium" >&2
    exit 1
  else
    echo "Chromium is missing (install it as root: apt-get install -y chromium); public pages are not prerendered" >&2
  fi
fi

# Chromium's own language files: without en-GB a date field reads mm/dd/yyyy in the browser tests, as no British
# customer's browser shows it.
if [[ -x "${CHROME_PATH:-/usr/bin/chromium}" && ! -e /usr/lib/chromium/locales/en-GB.pak && $(id -u) -eq 0 ]]; then
  step "installing Chromium's British English locale"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-l10n >/dev/null
fi

# Debian's nginx: the edge in front of the gateway in production (infra/edge), and in the test that proves it.
if ! command -v "${NGINX_PATH:-/usr/sbin/nginx}" >/dev/null && [[ $(id -u) -eq 0 ]]; then
  step "installing nginx from Debian's packages (the edge proxy's test)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  # The package starts its own nginx on port 80; nothing here uses it.
  service nginx stop >/dev/null 2>&1 || true
fi

if ! command -v pnpm >/dev/null || [[ "$(pnpm --version)" != "$PNPM_VERSION" ]]; then
  step "installing pnpm $PNPM_VERSION"
  npm install --global --silent "pnpm@$PNPM_VERSION"
fi

step "installing node modules"
pnpm install --frozen-lockfile

step "starting the local infrastructure (the first run downloads and builds it: a few minutes)"
bash infra/up.sh
