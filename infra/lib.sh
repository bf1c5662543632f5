# shellcheck shell=bash disable=SC2034  # the variables are used by the scripts that source this
# Shared settings and helpers for infra/up.sh, infra/down.sh, infra/status.sh and
# infra/kafka-run-class.sh. Sourced, never executed on its own.
#
# The local (Docker-free) infrastructure is these background processes:
#   kafka        Apache Kafka 3.9 broker+controller (KRaft), jars fetched from Maven Central;
#                with KAFKA_NODES=3, three of them (kafka-1, kafka-2, kafka-3) forming one cluster
#   ferretdb     FerretDB v1 (MongoDB wire protocol on SQLite), built from the Go module proxy
#   stripe-mock  Stripe's API mock, built from the Go module proxy
#   mailpit      a real SMTP server with a web inbox, built from the Go module proxy (its web UI from npm)
# Each keeps a pid file in .data/run/ and a log in .data/logs/ at the repo root.

# --- where things live ------------------------------------------------------------------------
# Everything is found relative to this file, so the repo can be checked out anywhere.
INFRA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$INFRA_DIR/.." && pwd)"

# Build outputs (jars, binaries): reproducible from the pinned versions, ignored by git.
BUILD_DIR="${INFRA_BUILD_DIR:-$INFRA_DIR/.build}"
BIN_DIR="$BUILD_DIR/bin"
KAFKA_LIB="$BUILD_DIR/kafka/lib"

# Runtime state: data that must survive restarts, plus pid files and logs. Ignored by git.
DATA_DIR="${INFRA_DATA_DIR:-$REPO_ROOT/.data}"
RUN_DIR="$DATA_DIR/run"
LOG_DIR="$DATA_DIR/logs"
KAFKA_DATA="$DATA_DIR/kafka"
FERRETDB_DATA="$DATA_DIR/ferretdb"

# --- pinned versions --------------------------------------------------------------------------
# Kafka's version lives in infra/kafka/pom.xml and FerretDB's in infra/ferretdb/go.mod (the
# files that actually pin them); they are read back here only to print them.
KAFKA_VERSION="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$INFRA_DIR/kafka/pom.xml")"
FERRETDB_VERSION="$(awk '{ for (i = 1; i < NF; i++) if ($i == "github.com/FerretDB/FerretDB") { print $(i + 1); exit } }' "$INFRA_DIR/ferretdb/go.mod")"
STRIPE_MOCK_VERSION="v0.203.0"
# Toxiproxy (Shopify's fault-injection proxy): built here, started only by the fault tests (faults/).
TOXIPROXY_VERSION="v2.12.0"
# Mailpit: the SMTP server the notifications service sends through locally, its inbox at http://localhost:8025.
MAILPIT_VERSION="v1.27.11"

# --- ports (loopback only) and tuning; override through the environment if you must -----------
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
FERRETDB_PORT="${FERRETDB_PORT:-27017}"
STRIPE_MOCK_PORT="${STRIPE_MOCK_PORT:-12111}"
# stripe-mock always opens an HTTPS listener too; keep it on loopback, next to the HTTP one.
STRIPE_MOCK_HTTPS_PORT="${STRIPE_MOCK_HTTPS_PORT:-12112}"
# The broker is happy with far less than Kafka's 1 GB default on a development machine.
KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms128m -Xmx512m}"
MAILPIT_SMTP_PORT="${MAILPIT_SMTP_PORT:-1025}"
MAILPIT_HTTP_PORT="${MAILPIT_HTTP_PORT:-8025}"
MAILPIT_DATA="$DATA_DIR/mailpit"

# --- Kafka nodes -------------------------------------------------------------------------------
# KAFKA_NODES is how many Kafka processes form the local cluster: 1 (the default) or 3. (Not KAFKA_BROKERS: the
# services read that name as the comma-separated list of host:port to connect to.)
#   1 node:  part `kafka`, data in $KAFKA_DATA/data, clients on KAFKA_PORT, its controller on KAFKA_CONTROLLER_PORT.
#   3 nodes: parts `kafka-1`..`kafka-3` (node ids 1..3, all broker+controller, a three-voter quorum), data in
#            $KAFKA_DATA/node-N/data. Node N takes the ports 2*(N-1) above the base ones, so with the defaults
#            clients 9092, 9094, 9096 and controllers 9093, 9095, 9097 (the two series interleave, never meet).
# A KRaft cluster formed with a static quorum cannot change its voters, so the two layouts never share data:
# up.sh refuses to start one while the other's storage exists (see check_kafka_layout in up.sh). Unset, it is the
# layout the data already has (so `scripts/start.sh` after `KAFKA_NODES=3 infra/up.sh` uses the cluster), else 1.
if [[ -z "${KAFKA_NODES:-}" ]]; then
  if [[ -f "$KAFKA_DATA/node-1/data/meta.properties" ]]; then KAFKA_NODES=3; else KAFKA_NODES=1; fi
fi
# The bootstrap list up.sh writes once Kafka is ready, for the services and tests (test-support reads it when
# KAFKA_BROKERS is not set).
KAFKA_BROKERS_FILE="$RUN_DIR/kafka-brokers"

PARTS=(ferretdb stripe-mock mailpit)

# --- small helpers ----------------------------------------------------------------------------
say() { echo "infra: $*"; }
warn() { echo "infra: warning: $*" >&2; }
die() {
  echo "infra: error: $*" >&2
  exit 1
}

# The Kafka parts this KAFKA_NODES runs, and every Kafka part there can be (down.sh stops any that runs).
kafka_parts() {
  if [[ "$KAFKA_NODES" == 1 ]]; then echo kafka; else echo kafka-1 kafka-2 kafka-3; fi
}
ALL_KAFKA_PARTS=(kafka kafka-1 kafka-2 kafka-3)

# Node id of a Kafka part: `kafka` is node 1, `kafka-N` node N.
kafka_node() {
  case "$1" in
    kafka) echo 1 ;;
    kafka-[1-3]) echo "${1#kafka-}" ;;
    *) die "not a kafka part: $1" ;;
  esac
}
kafka_client_port() { echo $((KAFKA_PORT + 2 * ($(kafka_node "$1") - 1))); }
kafka_controller_port() { echo $((KAFKA_CONTROLLER_PORT + 2 * ($(kafka_node "$1") - 1))); }
# Where a Kafka part keeps its rendered server.properties and (under data/) its storage.
kafka_dir() {
  if [[ "$1" == kafka ]]; then echo "$KAFKA_DATA"; else echo "$KAFKA_DATA/node-$(kafka_node "$1")"; fi
}
# Comma-separated host:port of every node this KAFKA_NODES runs: what KAFKA_BROKERS should be for the services.
kafka_bootstrap() {
  local part list=()
  for part in $(kafka_parts); do list+=("127.0.0.1:$(kafka_client_port "$part")"); done
  (
    IFS=,
    echo "${list[*]}"
  )
}

part_port() {
  case "$1" in
    kafka | kafka-[1-3]) kafka_client_port "$1" ;;
    ferretdb) echo "$FERRETDB_PORT" ;;
    stripe-mock) echo "$STRIPE_MOCK_PORT" ;;
    mailpit) echo "$MAILPIT_SMTP_PORT" ;;
    *) die "unknown part: $1" ;;
  esac
}

# A string that must appear in a running part's command line. A pid file can outlive its
# process (crash, reboot) and the pid can then be reused by something unrelated: never signal
# or report a process that is not really ours.
part_signature() {
  case "$1" in
    kafka | kafka-[1-3]) echo "kafka.Kafka $(kafka_dir "$1")/server.properties" ;;
    ferretdb) echo "$BIN_DIR/ferretdb" ;;
    stripe-mock) echo "$BIN_DIR/stripe-mock" ;;
    mailpit) echo "$BIN_DIR/mailpit" ;;
    *) die "unknown part: $1" ;;
  esac
}

pid_file() { echo "$RUN_DIR/$1.pid"; }
log_file() { echo "$LOG_DIR/$1.log"; }

# True when something accepts TCP connections on 127.0.0.1:$1 (bash's /dev/tcp: no nc needed).
port_open() {
  timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null
}

# Prints the pid of part $1 and succeeds if its pid file names a live process that is ours.
running_pid() {
  local file pid
  file="$(pid_file "$1")"
  [[ -f "$file" ]] || return 1
  pid="$(<"$file")"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  # /proc/PID/cmdline is NUL-separated; a zombie's is empty, so it does not count as running.
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$(part_signature "$1")" || return 1
  echo "$pid"
}

# up.sh and down.sh can be called from several terminals or test runners at once: serialise
# them so two callers never start the same part twice.
take_lock() {
  mkdir -p "$RUN_DIR"
  exec 9>"$RUN_DIR/infra.lock"
  if ! flock -n 9; then
    say "another infra/up.sh or infra/down.sh is running; waiting for it..."
    flock -w 600 9 || die "gave up waiting for the lock on $RUN_DIR/infra.lock"
  fi
}

[[ "$KAFKA_NODES" == 1 || "$KAFKA_NODES" == 3 ]] || die "KAFKA_NODES must be 1 or 3 (got '$KAFKA_NODES')"
# Each node's two ports are 2 apart per node: a controller port base inside the client series would collide.
if [[ "$KAFKA_NODES" == 3 ]] && ((KAFKA_CONTROLLER_PORT >= KAFKA_PORT - 4 && KAFKA_CONTROLLER_PORT <= KAFKA_PORT + 4 && (KAFKA_CONTROLLER_PORT - KAFKA_PORT) % 2 == 0)); then
  die "KAFKA_CONTROLLER_PORT ($KAFKA_CONTROLLER_PORT) collides with the three nodes' client ports (KAFKA_PORT $KAFKA_PORT, +2, +4)"
fi
# shellcheck disable=SC2207  # kafka_parts prints plain words
PARTS=($(kafka_parts) "${PARTS[@]}")
