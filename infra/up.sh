#!/usr/bin/env bash
# Provisions and starts the local development infrastructure without Docker:
#   Kafka 3.9 (KRaft)  127.0.0.1:9092   (controller on 9093); KAFKA_NODES=3: three nodes on 9092, 9094, 9096
#   FerretDB v1        127.0.0.1:27017  (MongoDB wire protocol, SQLite files)
#   stripe-mock        127.0.0.1:12111  (HTTP; its HTTPS listener is on 12112)
#   Mailpit            127.0.0.1:1025   (SMTP; its inbox, web and API, at http://localhost:8025)
# and builds Toxiproxy, which only the fault tests start (each on a port of its own).
#
# Idempotent: downloads and builds are cached under infra/.build/ and data lives under .data/
# (both ignored by git), so a second run only checks that everything is up and returns.
# Parts that are already running are left alone. Stop everything with infra/down.sh.
#
# Exits non-zero, naming the part and its log, if anything fails to come up in time.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

KAFKA_START_TIMEOUT="${KAFKA_START_TIMEOUT:-60}"
FERRETDB_START_TIMEOUT="${FERRETDB_START_TIMEOUT:-30}"
STRIPE_MOCK_START_TIMEOUT="${STRIPE_MOCK_START_TIMEOUT:-30}"
MAILPIT_START_TIMEOUT="${MAILPIT_START_TIMEOUT:-30}"

# --- prerequisites --------------------------------------------------------------------------------
# Report everything that is missing at once rather than one thing per run.
check_prereqs() {
  local missing=() major

  if ! command -v java >/dev/null; then
    missing+=("java (Java 17 runtime, runs Kafka; Debian: apt-get install openjdk-17-jre-headless)")
  else
    major="$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)\.\{0,1\}\([0-9]*\).*/\1 \2/p' | head -1)"
    # "1.8.0_x" style versions report their major version second
    [[ "${major%% *}" == 1 ]] && major="${major#* }" || major="${major%% *}"
    if [[ -z "$major" || "$major" -lt 11 ]]; then
      missing+=("java 11 or newer (found: $(java -version 2>&1 | head -1))")
    fi
  fi

  command -v mvn >/dev/null ||
    missing+=("mvn (Maven 3, fetches the Kafka jars from Maven Central; Debian: apt-get install maven)")

  if ! command -v go >/dev/null; then
    missing+=("go (Go 1.24 or newer, builds FerretDB and stripe-mock from the Go module proxy)")
  else
    local gov
    gov="$(go env GOVERSION)" # e.g. go1.26.8
    gov="${gov#go}"
    local gmaj="${gov%%.*}" rest="${gov#*.}"
    local gmin="${rest%%[!0-9]*}"
    if ((gmaj < 1 || (gmaj == 1 && gmin < 24))); then
      missing+=("go 1.24 or newer (found go$gov; FerretDB ${FERRETDB_VERSION} needs 1.24)")
    fi
  fi

  command -v npm >/dev/null ||
    missing+=("npm (comes with Node 20; builds Mailpit's web inbox from its own package-lock)")

  if ((${#missing[@]} > 0)); then
    echo "infra: error: missing prerequisites:" >&2
    printf 'infra:   - %s\n' "${missing[@]}" >&2
    exit 1
  fi
}

# --- provisioning (cached) -------------------------------------------------------------------------

# Kafka: copy the broker's runtime classpath out of Maven Central. Re-fetched only when
# infra/kafka/pom.xml changes (its hash is kept next to the jars).
provision_kafka() {
  local pom="$INFRA_DIR/kafka/pom.xml" stamp="$BUILD_DIR/kafka/pom.sha256" want
  want="$(sha256sum <"$pom" | cut -d' ' -f1)"
  if [[ -d "$KAFKA_LIB" && -f "$stamp" && "$(<"$stamp")" == "$want" ]]; then
    say "kafka $KAFKA_VERSION jars ... cached"
    return
  fi

  say "fetching kafka $KAFKA_VERSION jars from Maven Central (first run takes a minute)..."
  mkdir -p "$BUILD_DIR/kafka"
  # fetch into a scratch folder and swap it in, so an interrupted fetch never looks complete
  local tmp="$BUILD_DIR/kafka/lib.tmp"
  rm -rf "$tmp"
  # Maven's output goes to a log (even with -q it prints stray colour codes); shown on failure.
  local mvn_log="$LOG_DIR/kafka-fetch.log"
  if ! mvn -B -Dstyle.color=never -f "$pom" \
    dependency:copy-dependencies -DoutputDirectory="$tmp" >"$mvn_log" 2>&1; then
    echo "----- last 30 lines of $mvn_log -----" >&2
    tail -n 30 "$mvn_log" >&2
    die "fetching the Kafka jars with Maven failed (full output: $mvn_log)"
  fi
  rm -rf "$KAFKA_LIB"
  mv "$tmp" "$KAFKA_LIB"
  echo "$want" >"$stamp"
  say "kafka $KAFKA_VERSION jars ... ready ($(find "$KAFKA_LIB" -name '*.jar' | wc -l) jars)"
}

# FerretDB: build infra/ferretdb (a small wrapper around FerretDB's embeddable package) against FerretDB's module
# source with infra/ferretdb/patches/*.patch applied (each patch says why it exists).
# Rebuilt only when its sources, patches or pinned dependencies change, or the binary is missing.
provision_ferretdb() {
  local src="$INFRA_DIR/ferretdb" bin="$BIN_DIR/ferretdb" stamp="$BIN_DIR/ferretdb.sha256" want
  local work="$BUILD_DIR/ferretdb-build" module patch
  want="$(cat "$src/main.go" "$src/go.mod" "$src/go.sum" "$src"/patches/*.patch | sha256sum | cut -d' ' -f1)"
  if [[ -x "$bin" && -f "$stamp" && "$(<"$stamp")" == "$want" ]]; then
    say "ferretdb $FERRETDB_VERSION binary ... cached"
    return
  fi

  say "building ferretdb $FERRETDB_VERSION (first run takes a few minutes)..."
  mkdir -p "$BIN_DIR"
  # GOWORK=off: ignore any go.work elsewhere in the repo. GOTOOLCHAIN=local: never try to
  # download another Go toolchain. CGO_ENABLED=0: FerretDB's SQLite driver is pure Go.
  local -x GOWORK=off GOTOOLCHAIN=local CGO_ENABLED=0
  # The pinned module, verified against go.sum, copied out of the read-only module cache and patched.
  module="$(cd "$src" && go mod download -json github.com/FerretDB/FerretDB | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [[ -d "$module" ]] || die "could not download github.com/FerretDB/FerretDB $FERRETDB_VERSION"
  rm -rf "$work" && mkdir -p "$work"
  cp -R "$module" "$work/ferretdb-module" && chmod -R u+w "$work/ferretdb-module"
  # GIT_CEILING_DIRECTORIES: the build folder sits inside this repo, and git apply run inside a repo silently
  # skips a patch whose `diff --git` paths lie outside the current folder; outside any repo it applies or fails.
  for patch in "$src"/patches/*.patch; do
    (cd "$work/ferretdb-module" && GIT_CEILING_DIRECTORIES="$work" git apply "$patch") ||
      die "applying $patch to FerretDB failed"
  done
  cp "$src/main.go" "$src/go.mod" "$src/go.sum" "$work/"
  # The ferretdb_no_postgresql tag leaves out the PostgreSQL backend we do not use.
  # -buildvcs=false: stamping git state is pointless here and fails in a repo with no commits.
  # Build to a temporary name and rename: a running ferretdb keeps its old binary untouched.
  (cd "$work" &&
    go mod edit -replace github.com/FerretDB/FerretDB=./ferretdb-module &&
    go build -mod=readonly -trimpath -buildvcs=false -tags ferretdb_no_postgresql -o "$bin.tmp" .) ||
    die "building ferretdb failed (see the output above)"
  mv "$bin.tmp" "$bin"
  echo "$want" >"$stamp"
  say "ferretdb $FERRETDB_VERSION binary ... built"
}

# stripe-mock: `go install` of the pinned release into infra/.build/bin.
provision_stripe_mock() {
  local bin="$BIN_DIR/stripe-mock" stamp="$BIN_DIR/stripe-mock.version"
  if [[ -x "$bin" && -f "$stamp" && "$(<"$stamp")" == "$STRIPE_MOCK_VERSION" ]]; then
    say "stripe-mock $STRIPE_MOCK_VERSION binary ... cached"
    return
  fi

  say "building stripe-mock $STRIPE_MOCK_VERSION (takes a minute)..."
  mkdir -p "$BIN_DIR"
  GOBIN="$BIN_DIR" GOWORK=off GOTOOLCHAIN=local CGO_ENABLED=0 \
    go install -trimpath "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" ||
    die "building stripe-mock failed (see the output above)"
  echo "$STRIPE_MOCK_VERSION" >"$stamp"
  say "stripe-mock $STRIPE_MOCK_VERSION binary ... built"
}

# Toxiproxy: `go install` of the pinned release's server into infra/.build/bin as toxiproxy-server. Nothing starts
# it here: the fault tests run their own, between the services and the database or broker.
provision_toxiproxy() {
  local bin="$BIN_DIR/toxiproxy-server" stamp="$BIN_DIR/toxiproxy.version" gobin="$BUILD_DIR/toxiproxy-bin"
  if [[ -x "$bin" && -f "$stamp" && "$(<"$stamp")" == "$TOXIPROXY_VERSION" ]]; then
    say "toxiproxy $TOXIPROXY_VERSION binary ... cached"
    return
  fi

  say "building toxiproxy $TOXIPROXY_VERSION (takes a minute)..."
  mkdir -p "$BIN_DIR" "$gobin"
  GOBIN="$gobin" GOWORK=off GOTOOLCHAIN=local CGO_ENABLED=0 \
    go install -trimpath "github.com/Shopify/toxiproxy/v2/cmd/server@$TOXIPROXY_VERSION" ||
    die "building toxiproxy failed (see the output above)"
  mv "$gobin/server" "$bin"
  echo "$TOXIPROXY_VERSION" >"$stamp"
  say "toxiproxy $TOXIPROXY_VERSION binary ... built"
}

# Mailpit: a plain `go install` builds a Mailpit whose web inbox is blank (the module ships the UI's sources, not
# its built files: server/ui/dist is made by `npm run build` and left out of the module). So the pinned module is
# copied out of the module cache, its UI built with npm from its own package-lock, and the Go binary built
# around it (go:embed picks the files up). The API and SMTP server are the same either way.
provision_mailpit() {
  local bin="$BIN_DIR/mailpit" stamp="$BIN_DIR/mailpit.version" work="$BUILD_DIR/mailpit-build" module
  if [[ -x "$bin" && -f "$stamp" && "$(<"$stamp")" == "$MAILPIT_VERSION" ]]; then
    say "mailpit $MAILPIT_VERSION binary ... cached"
    return
  fi

  say "building mailpit $MAILPIT_VERSION with its web inbox (takes a few minutes)..."
  mkdir -p "$BIN_DIR"
  local -x GOWORK=off GOTOOLCHAIN=local CGO_ENABLED=0
  rm -rf "$work" && mkdir -p "$work"
  # Downloaded from an empty folder (outside any module), so no go.mod or go.sum of ours is touched.
  module="$(cd "$work" && go mod download -json "github.com/axllent/mailpit@$MAILPIT_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [[ -d "$module" ]] || die "could not download github.com/axllent/mailpit $MAILPIT_VERSION"
  cp -R "$module" "$work/src" && chmod -R u+w "$work/src"
  local npm_log="$LOG_DIR/mailpit-build.log"
  if ! (cd "$work/src" && npm ci --no-audit --no-fund --ignore-scripts && npm run build) >"$npm_log" 2>&1; then
    tail -n 30 "$npm_log" >&2
    die "building mailpit's web inbox with npm failed (full output: $npm_log)"
  fi
  (cd "$work/src" &&
    go build -trimpath -ldflags "-s -w -X github.com/axllent/mailpit/config.Version=$MAILPIT_VERSION" -o "$bin.tmp" .) ||
    die "building mailpit failed (see the output above)"
  mv "$bin.tmp" "$bin"
  rm -rf "$work"
  echo "$MAILPIT_VERSION" >"$stamp"
  say "mailpit $MAILPIT_VERSION binary ... built"
}

# --- starting ---------------------------------------------------------------------------------------

# Names the failing part and its log, shows the log's tail and exits non-zero.
fail_part() {
  local part="$1" reason="$2" log
  log="$(log_file "$part")"
  echo "infra: error: $part failed to start: $reason" >&2
  echo "infra: $part log: $log" >&2
  if [[ -f "$log" ]]; then
    # The root cause is often far above the last lines (Kafka logs a lot while shutting down):
    # show the first error logged since this run started the part.
    local first
    first="$(awk -v m="infra/up.sh starting $part ===" 'index($0, m) { e = "" } !e && /ERROR|FATAL|Exception|panic|[Ee]rror[ :=]/ { e = $0 } END { print e }' "$log")"
    [[ -n "$first" ]] && echo "infra: first error: $first" >&2
    echo "----- last 20 lines of $log -----" >&2
    tail -n 20 "$log" | awk 1 >&2 # (awk ends the last line even if the log does not)
    echo "-----" >&2
  fi
  exit 1
}

# Runs a command detached from this shell: its own session (so Ctrl-C here or closing the terminal
# does not kill it), stdin from /dev/null, stdout and stderr appended to the part's log.
# setsid execs in place (this non-interactive shell's children are not group leaders), so $! is
# the real process id. `9>&-` closes the lock taken by take_lock: a daemon that inherited it would
# hold the lock for its whole life and block every later up.sh/down.sh.
spawn() {
  local part="$1"
  shift
  local log
  log="$(log_file "$part")"
  # a process that died mid-line (stripe-mock does) leaves the log without a final newline
  [[ -s "$log" && -n "$(tail -c 1 "$log")" ]] && echo >>"$log"
  echo "=== $(date '+%Y-%m-%d %H:%M:%S') infra/up.sh starting $part ===" >>"$log"
  setsid "$@" </dev/null >>"$log" 2>&1 9>&- &
  echo "$!" >"$(pid_file "$part")"
}

# What this run does with each part, decided for all parts before anything is started:
TO_START=()  # not running: start it
STARTING=()  # started by this run, or ours but not answering yet: wait until it is ready

# Sorts every part into TO_START / STARTING (or leaves it alone when it is running and
# answering). A port held by some other program is reported for all parts at once, before
# anything is started, so a failed run does not leave half of the infrastructure up.
plan() {
  local part port pid conflicts=()
  for part in "${PARTS[@]}"; do
    port="$(part_port "$part")"
    if pid="$(running_pid "$part")"; then
      if port_open "$port"; then
        say "$part already running (pid $pid, port $port)"
      else
        say "$part is running (pid $pid) but port $port does not answer yet; waiting for it"
        STARTING+=("$part")
      fi
      continue
    fi
    rm -f "$(pid_file "$part")" # stale, if any
    port_open "$port" && conflicts+=("$port ($part)")
    if [[ "$part" == kafka* ]] && port_open "$(kafka_controller_port "$part")"; then
      conflicts+=("$(kafka_controller_port "$part") ($part controller)")
    fi
    TO_START+=("$part")
  done
  if ((${#conflicts[@]} > 0)); then
    echo "infra: error: these ports are already in use by other programs (not started by infra/up.sh):" >&2
    printf 'infra:   - %s\n' "${conflicts[@]}" >&2
    die "stop those programs, or pick other ports (KAFKA_PORT, FERRETDB_PORT, ... see infra/lib.sh)"
  fi
}

# A KRaft cluster formed with a static quorum keeps its voters for life: one node's storage cannot join a
# three-node cluster, nor three nodes' storage run as one. Refuse, before anything starts, rather than start a
# cluster that cannot form or quietly set the other layout's data aside.
check_kafka_layout() {
  local other other_storage other_parts part
  if [[ "$KAFKA_NODES" == 3 ]]; then
    other=1 other_storage="$KAFKA_DATA/data/meta.properties" other_parts=(kafka)
  else
    other=3 other_storage="$KAFKA_DATA/node-1/data/meta.properties" other_parts=(kafka-1 kafka-2 kafka-3)
  fi
  for part in "${other_parts[@]}"; do
    running_pid "$part" >/dev/null &&
      die "kafka runs as $other node(s) ($part); stop it first with: INFRA_DATA_DIR=$DATA_DIR infra/down.sh"
  done
  if [[ -f "$other_storage" ]]; then
    die "$KAFKA_DATA holds a $other-node Kafka cluster's data, which cannot run as $KAFKA_NODES node(s) (a KRaft static quorum cannot change its voters). Either start it as before (KAFKA_NODES=$other), or delete its topics and events with: rm -rf $KAFKA_DATA (after infra/down.sh), or use another INFRA_DATA_DIR"
  fi
}

# The cluster id every node's storage is formatted with: an already formatted node's, else a new one.
kafka_cluster_id() {
  local part meta
  for part in $(kafka_parts); do
    meta="$(kafka_dir "$part")/data/meta.properties"
    [[ -f "$meta" ]] && { sed -n 's/^cluster.id=//p' "$meta"; return; }
  done
  # shellcheck disable=SC2086
  java -Xmx128m -cp "$KAFKA_LIB/*" -Dlog4j.configuration="file:$INFRA_DIR/kafka/tools-log4j.properties" \
    kafka.tools.StorageTool random-uuid
}

start_kafka() {
  local part="$1" dir cfg log_dirs voters="" replication=1 min_isr=1 other
  dir="$(kafka_dir "$part")"
  cfg="$dir/server.properties" log_dirs="$dir/data"
  mkdir -p "$log_dirs"
  for other in $(kafka_parts); do
    voters+="${voters:+,}$(kafka_node "$other")@127.0.0.1:$(kafka_controller_port "$other")"
  done
  if [[ "$KAFKA_NODES" == 3 ]]; then replication=3 min_isr=2; fi
  # Render the committed template with this checkout's paths and ports.
  sed -e "s|@KAFKA_PORT@|$(kafka_client_port "$part")|g" \
    -e "s|@CONTROLLER_PORT@|$(kafka_controller_port "$part")|g" \
    -e "s|@NODE_ID@|$(kafka_node "$part")|g" \
    -e "s|@QUORUM_VOTERS@|$voters|g" \
    -e "s|@REPLICATION_FACTOR@|$replication|g" \
    -e "s|@MIN_INSYNC_REPLICAS@|$min_isr|g" \
    -e "s|@LOG_DIRS@|$log_dirs|g" \
    "$INFRA_DIR/kafka/server.properties" >"$cfg"

  local java_log="-Dlog4j.configuration=file:$INFRA_DIR/kafka/log4j.properties -Dkafka.log.file=$(log_file "$part")"

  # KRaft storage must be formatted (given a cluster id) exactly once; formatting again would
  # not be allowed anyway, and the data must survive restarts. All nodes share one cluster id.
  if [[ ! -f "$log_dirs/meta.properties" ]]; then
    say "formatting $part storage in $log_dirs"
    local cluster_id
    cluster_id="$(kafka_cluster_id)"
    # shellcheck disable=SC2086
    java -Xmx128m $java_log -cp "$KAFKA_LIB/*" kafka.tools.StorageTool format \
      --cluster-id "$cluster_id" --config "$cfg" --ignore-formatted >>"$(log_file "$part")" 2>&1 ||
      fail_part "$part" "formatting the storage with kafka.tools.StorageTool failed"
  fi

  say "starting $part $KAFKA_VERSION on 127.0.0.1:$(kafka_client_port "$part")"
  # shellcheck disable=SC2086
  spawn "$part" java $KAFKA_HEAP_OPTS \
    -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    $java_log -cp "$KAFKA_LIB/*" kafka.Kafka "$cfg"
}

start_ferretdb() {
  mkdir -p "$FERRETDB_DATA"
  say "starting ferretdb $FERRETDB_VERSION on 127.0.0.1:$FERRETDB_PORT"
  spawn ferretdb "$BIN_DIR/ferretdb" -listen-addr "127.0.0.1:$FERRETDB_PORT" -data-dir "$FERRETDB_DATA"
}

start_stripe_mock() {
  say "starting stripe-mock $STRIPE_MOCK_VERSION on 127.0.0.1:$STRIPE_MOCK_PORT"
  # Both addresses explicitly: given only -http-addr, stripe-mock still opens HTTPS on *:12112.
  spawn stripe-mock "$BIN_DIR/stripe-mock" \
    -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" -https-addr "127.0.0.1:$STRIPE_MOCK_HTTPS_PORT"
}

start_mailpit() {
  mkdir -p "$MAILPIT_DATA"
  say "starting mailpit $MAILPIT_VERSION: SMTP on 127.0.0.1:$MAILPIT_SMTP_PORT, inbox at http://localhost:$MAILPIT_HTTP_PORT"
  spawn mailpit "$BIN_DIR/mailpit" --smtp "127.0.0.1:$MAILPIT_SMTP_PORT" --listen "127.0.0.1:$MAILPIT_HTTP_PORT" \
    --database "$MAILPIT_DATA/mailpit.db" --disable-version-check
}

# Waits until the part's port accepts connections, failing fast if the process dies.
wait_port() {
  local part="$1" timeout="$2" port pid deadline
  port="$(part_port "$part")"
  deadline=$((SECONDS + timeout))
  until port_open "$port"; do
    pid="$(running_pid "$part")" || fail_part "$part" "the process exited"
    ((SECONDS < deadline)) || fail_part "$part" "port $port did not open within ${timeout}s (pid $pid)"
    sleep 0.25
  done
}

# An open port only means the socket server is bound; wait until the cluster actually serves metadata
# and every node has registered as a broker: Kafka's own admin client lists the brokers it knows, one
# "(id: N rack: ...)" line each.
wait_kafka_ready() {
  local timeout="$1" deadline out joined part
  deadline=$((SECONDS + timeout))
  for (( ; ; )); do
    if out="$("$INFRA_DIR/kafka-run-class.sh" kafka.admin.BrokerApiVersionsCommand \
      --bootstrap-server "$(kafka_bootstrap)" 2>&1)"; then
      joined="$(grep -c '(id: [0-9]* rack' <<<"$out" || true)"
      ((joined >= KAFKA_NODES)) && return
      out="$joined of $KAFKA_NODES nodes have joined"
    fi
    for part in $(kafka_parts); do
      running_pid "$part" >/dev/null || fail_part "$part" "the process exited"
    done
    ((SECONDS < deadline)) || fail_part "$(kafka_parts | cut -d' ' -f1)" "kafka did not answer within ${timeout}s: ${out##*$'\n'}"
    sleep 1
  done
}

main() {
  check_prereqs
  take_lock
  mkdir -p "$RUN_DIR" "$LOG_DIR" "$KAFKA_DATA" "$FERRETDB_DATA"
  check_kafka_layout

  # One build at a time: the machines have two cores.
  provision_kafka
  provision_ferretdb
  provision_stripe_mock
  provision_toxiproxy
  provision_mailpit

  # Start whatever is not running, then wait for those (they boot in parallel).
  plan
  local part kafka_checked=""
  for part in "${TO_START[@]}"; do
    case "$part" in
      kafka*) start_kafka "$part" ;;
      ferretdb) start_ferretdb ;;
      stripe-mock) start_stripe_mock ;;
      mailpit) start_mailpit ;;
    esac
    STARTING+=("$part")
  done

  for part in "${STARTING[@]}"; do
    case "$part" in
      kafka*)
        wait_port "$part" "$KAFKA_START_TIMEOUT"
        # only a starting broker needs this (a JVM launch, a few seconds); it waits for every node at once
        [[ -n "$kafka_checked" ]] || wait_kafka_ready "$KAFKA_START_TIMEOUT"
        kafka_checked=1
        ;;
      ferretdb) wait_port ferretdb "$FERRETDB_START_TIMEOUT" ;;
      stripe-mock) wait_port stripe-mock "$STRIPE_MOCK_START_TIMEOUT" ;;
      mailpit) wait_port mailpit "$MAILPIT_START_TIMEOUT" ;;
    esac
    say "$part started (pid $(running_pid "$part"), port $(part_port "$part"), log $(log_file "$part"))"
  done
  kafka_bootstrap >"$KAFKA_BROKERS_FILE"
  say "ready: kafka $(kafka_bootstrap), mongodb://127.0.0.1:$FERRETDB_PORT (ferretdb), stripe-mock http://127.0.0.1:$STRIPE_MOCK_PORT, smtp://127.0.0.1:$MAILPIT_SMTP_PORT (mail inbox http://localhost:$MAILPIT_HTTP_PORT)"
}

main "$@"
# Services and tests take their brokers from KAFKA_BROKERS; tests and scripts read $KAFKA_BROKERS_FILE when it is unset.
[[ "$KAFKA_NODES" == 1 ]] || say "for the services: export KAFKA_BROKERS=$(kafka_bootstrap)"
