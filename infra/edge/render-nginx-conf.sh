#!/usr/bin/env bash
# Writes the edge's nginx.conf from nginx.conf.template.
#   render-nginx-conf.sh <gateway host:port> <https port> <http port> <certificate> <key> <runtime dir> > nginx.conf
# The runtime dir holds nginx's pid and temporary files. A certificate that does not exist yet is made here,
# self-signed for localhost (a real deployment mounts its own).
set -euo pipefail
here="$(dirname "${BASH_SOURCE[0]}")"
gateway=$1 https_port=$2 http_port=$3 certificate=$4 key=$5 runtime=$6
mkdir -p "$runtime"
if [[ ! -s "$certificate" || ! -s "$key" ]]; then
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 365 -subj '/CN=localhost' \
    -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1' -keyout "$key" -out "$certificate" 2>/dev/null
fi
suffix=""
[[ "$https_port" != 443 ]] && suffix=":$https_port"
sed -e "s#{{GATEWAY}}#$gateway#g" -e "s#{{HTTPS_PORT}}#$https_port#g" -e "s#{{HTTP_PORT}}#$http_port#g" \
  -e "s#{{HTTPS_PORT_SUFFIX}}#$suffix#g" -e "s#{{CERTIFICATE}}#$certificate#g" \
  -e "s#{{CERTIFICATE_KEY}}#$key#g" -e "s#{{RUNTIME_DIR}}#$runtime#g" "$here/nginx.conf.template"
