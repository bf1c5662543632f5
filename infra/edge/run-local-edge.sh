#!/usr/bin/env bash
# Runs Debian's nginx in the foreground as the edge in front of a gateway on this machine, with the production
# configuration (nginx.conf.template) and a certificate made for the run: what the tests and benchmarks put in
# front of the gateway. SIGQUIT stops it gracefully (the script becomes nginx).
#   run-local-edge.sh <gateway host:port> <https port> <http port> <work dir>
# The work dir gets nginx.conf, certificate.pem (for clients to trust), key.pem and nginx's runtime files.
# scripts/prepare.sh installs nginx; NGINX_PATH names another binary.
set -euo pipefail
here="$(dirname "${BASH_SOURCE[0]}")"
gateway=$1 https_port=$2 http_port=$3 dir=$4
mkdir -p "$dir"
bash "$here/render-nginx-conf.sh" "$gateway" "$https_port" "$http_port" "$dir/certificate.pem" "$dir/key.pem" \
  "$dir/run" > "$dir/nginx.conf"
exec "${NGINX_PATH:-/usr/sbin/nginx}" -p "$dir" -c "$dir/nginx.conf"
