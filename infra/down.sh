#!/usr/bin/env bash
# Stops the local infrastructure started by infra/up.sh: SIGTERM, wait, then SIGKILL if a part
# does not stop in time. Removes the pid files. Safe to run when nothing is running.
# Data under .data/ is kept; delete .data/ yourself for a clean slate.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# How long each part gets to shut down cleanly. Kafka's controlled shutdown flushes its logs and
# the metadata snapshot; FerretDB closes its SQLite databases.
stop_timeout() {
  case "$1" in
    kafka*) echo 30 ;;
    ferretdb) echo 15 ;;
    *) echo 10 ;;
  esac
}

# Sends SIGTERM to a part and succeeds if it was running; a part that is not gets its stale pid file removed.
signal_part() {
  local part="$1" pid file
  file="$(pid_file "$part")"
  if ! pid="$(running_pid "$part")"; then
    if [[ -f "$file" ]]; then
      rm -f "$file"
      say "$part not running (removed stale pid file)"
    elif [[ " ${PARTS[*]} " == *" $part "* ]]; then # (the other Kafka layout's nodes: silent)
      say "$part not running"
    fi
    return 1
  fi
  say "stopping $part (pid $pid)..."
  kill -TERM "$pid" 2>/dev/null || true
}

# Waits for a signalled part to exit, SIGKILL after its timeout.
await_part() {
  local part="$1" pid file timeout deadline
  file="$(pid_file "$part")"
  pid="$(running_pid "$part")" || {
    rm -f "$file"
    say "$part stopped"
    return 0
  }
  timeout="$(stop_timeout "$part")"
  deadline=$((SECONDS + timeout))
  while running_pid "$part" >/dev/null; do
    if ((SECONDS >= deadline)); then
      warn "$part did not stop within ${timeout}s; sending SIGKILL (see $(log_file "$part"))"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
      break
    fi
    sleep 0.2
  done
  rm -f "$file"
  say "$part stopped"
}

[[ -d "$RUN_DIR" ]] || {
  say "nothing to stop (no $RUN_DIR)"
  exit 0
}
take_lock

# Quick ones first; Kafka's controlled shutdown takes the longest.
for part in mailpit stripe-mock ferretdb; do
  signal_part "$part" && await_part "$part"
done
# Every Kafka node, whatever KAFKA_NODES says now, signalled together: nodes stopped one at a time would
# leave the last ones waiting for a controller quorum that has already gone.
stopping=()
for part in "${ALL_KAFKA_PARTS[@]}"; do
  signal_part "$part" && stopping+=("$part")
done
for part in "${stopping[@]}"; do
  await_part "$part"
done
rm -f "$KAFKA_BROKERS_FILE"
