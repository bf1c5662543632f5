#!/usr/bin/env bash
# One line per part of the local infrastructure: running/stopped, pid, port.
# Exits 0 when all parts are running and answering, 1 otherwise (handy in scripts:
# `infra/status.sh >/dev/null || infra/up.sh`).
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

all_up=0
# Kafka nodes of the other layout (KAFKA_NODES changed since up.sh) are listed too when they run.
parts=("${PARTS[@]}")
for part in "${ALL_KAFKA_PARTS[@]}"; do
  [[ " ${PARTS[*]} " == *" $part "* ]] || ! running_pid "$part" >/dev/null || parts+=("$part")
done
for part in "${parts[@]}"; do
  port="$(part_port "$part")"
  note=""
  if pid="$(running_pid "$part")"; then
    state="running"
    port_open "$port" || { note="(port not answering)"; all_up=1; }
  else
    state="stopped"
    pid="-"
    all_up=1
    port_open "$port" && note="(port in use by another program)"
  fi
  printf '%-12s %-8s pid %-8s port %s%s\n' "$part" "$state" "$pid" "$port" "${note:+  $note}"
done
exit "$all_up"
