#!/usr/bin/env bash
# Starts FerretDB, Kafka (KRaft), Redis and MailDev in the background, waits until each answers,
# then creates the Kafka topics declared in @tenon/contracts. Components already running are left alone.
# Env: TENON_DATA_DIR, MONGODB_PORT, KAFKA_PORT, KAFKA_CONTROLLER_PORT, REDIS_PORT, SMTP_PORT,
#      MAILDEV_WEB_PORT, FERRETDB_DEBUG_PORT, TENON_SKIP_INSTALL=1 (skip install.sh), KAFKA_HEAP (default 512m),
#      KAFKA_JIT_OPTS (JVM JIT flags for Kafka; default none: the full tiered JIT, see docs/decisions.md),
#      TENON_LAUNCHED_FILE (write the names of the components this run launched there, one per line, so a
#      test run can stop only those: infra/local/stop.sh $(cat "$TENON_LAUNCHED_FILE")).
set -euo pipefail
# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

READY_TIMEOUT_S="${TENON_READY_TIMEOUT_S:-90}"
STARTED_AT=$SECONDS

if [ "${TENON_SKIP_INSTALL:-0}" != "1" ]; then
  "$ROOT/infra/local/install.sh"
fi

mkdir -p "$RUN_DIR" "$LOG_DIR" "$DATA_DIR/ferret/db" "$DATA_DIR/ferret/state" "$DATA_DIR/kafka" "$DATA_DIR/redis" "$DATA_DIR/mail"

# Several people and test runs share one tree: only one start.sh at a time.
exec 9>"$RUN_DIR/start.lock"
flock -w 300 9 || fail "another start.sh has held $RUN_DIR/start.lock for 300 s"

# Reports whether the component still has to be started; fails if a stranger holds its port.
needs_start() {
  local name="$1" port
  port="$(component_port "$name")"
  if component_running "$name"; then
    log "$name already running (pid $(component_pid "$name"), port $port)"
    return 1
  fi
  if [ -n "$(component_pid "$name")" ]; then
    fail "$name has pid $(component_pid "$name") but port $port does not answer; run infra/local/stop.sh and retry"
  fi
  if port_open "$port"; then
    fail "port $port ($name) is taken by a process start.sh did not start; stop it or set another port"
  fi
  case "$name" in
    kafka) port_open "$KAFKA_CONTROLLER_PORT" && fail "Kafka controller port $KAFKA_CONTROLLER_PORT is taken; set KAFKA_CONTROLLER_PORT" ;;
    maildev)
      [ -f "$ROOT/node_modules/maildev/bin/maildev" ] || fail "maildev is not installed; run npm install in $ROOT"
      port_open "$SMTP_PORT" && fail "SMTP port $SMTP_PORT is taken by a process start.sh did not start"
      ;;
  esac
  return 0
}

launch() {
  local name="$1"
  shift
  log "starting $name"
  # exec keeps the pid of the background subshell, so the pid file names the component itself.
  (cd "$DATA_DIR" && exec nohup "$@" >>"$(log_file "$name")" 2>&1 </dev/null 9>&-) &
  echo $! >"$(pid_file "$name")"
}

# Alive = the pid this run launched still exists. Not component_pid: until the launching subshell has
# exec'd, its command line lacks the component's marker, and a slow fork would read as an early exit.
launched_alive() {
  local pid
  pid="$(recorded_pid "$1")"
  [ -n "$pid" ] || return 1
  # A child that exited but is not yet reaped is a zombie (state Z), not alive.
  [ "$(sed -E 's/^.*\) ([A-Za-z]).*$/\1/' "/proc/$pid/stat" 2>/dev/null)" != "Z" ]
}

# Waits until `ready_check` succeeds; on timeout or early exit names the component and shows its log.
wait_ready() {
  local name="$1" ready_check="$2" deadline=$((SECONDS + READY_TIMEOUT_S))
  until "$ready_check"; do
    if ! launched_alive "$name"; then
      printf '[infra] ERROR: %s exited during start-up; last lines of %s:\n' "$name" "$(log_file "$name")" >&2
      tail -n 25 "$(log_file "$name")" >&2
      exit 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      printf '[infra] ERROR: %s not ready after %s s; last lines of %s:\n' "$name" "$READY_TIMEOUT_S" "$(log_file "$name")" >&2
      tail -n 25 "$(log_file "$name")" >&2
      exit 1
    fi
    sleep 0.2
  done
  log "$name ready on port $(component_port "$name") after $((SECONDS - STARTED_AT)) s"
}

ferretdb_ready() { port_open "$MONGODB_PORT"; }
KAFKA_LOG_OFFSET=0
kafka_ready() {
  port_open "$KAFKA_PORT" && tail -c "+$((KAFKA_LOG_OFFSET + 1))" "$(log_file kafka)" | grep -q 'Kafka Server started'
}
redis_ready() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = "PONG" ]; }
maildev_ready() { port_open "$SMTP_PORT" && curl -fsS -o /dev/null "http://127.0.0.1:$MAILDEV_WEB_PORT/email"; }

start_ferretdb() {
  # The SQLite URL names a directory: it must exist and the URL must end with '/'.
  launch ferretdb "$ROOT/infra/bin/ferretdb" \
    --handler=sqlite \
    --sqlite-url="file:$DATA_DIR/ferret/db/" \
    --listen-addr="127.0.0.1:$MONGODB_PORT" \
    --state-dir="$DATA_DIR/ferret/state" \
    --debug-addr="127.0.0.1:$FERRETDB_DEBUG_PORT" \
    --telemetry=disable \
    --log-level=warn
  LAUNCHED+=(ferretdb)
}

write_kafka_properties() {
  local target="$RUN_DIR/kafka-server.properties"
  grep -v -E '^(log\.dirs|listeners|advertised\.listeners|controller\.quorum\.voters)=' "$ROOT/infra/kafka/server.properties" >"$target"
  cat >>"$target" <<EOF
log.dirs=$DATA_DIR/kafka
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
EOF
  echo "$target"
}

start_kafka() {
  local properties classpath="$ROOT/infra/kafka/lib/*" log4j="file:$ROOT/infra/kafka/log4j.properties"
  properties="$(write_kafka_properties)"
  if [ ! -f "$DATA_DIR/kafka/meta.properties" ]; then
    # A KRaft cluster id is 16 random bytes, base64url without padding (what `StorageTool random-uuid` prints).
    local cluster_id
    # One that starts with a dash would be read as an option by the storage tool.
    cluster_id="-"
    while [ "${cluster_id#-}" != "$cluster_id" ]; do cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"; done
    log "formatting Kafka storage in $DATA_DIR/kafka"
    java -Dlog4j.configuration="$log4j" -cp "$classpath" kafka.tools.StorageTool format \
      -t "$cluster_id" -c "$properties" --ignore-formatted >>"$(log_file kafka)" 2>&1 \
      || { tail -n 25 "$(log_file kafka)" >&2; fail "Kafka storage format failed"; }
  fi
  # The readiness check reads only what this run appends to the log.
  KAFKA_LOG_OFFSET="$(stat -c %s "$(log_file kafka)" 2>/dev/null || echo 0)"
  local heap="${KAFKA_HEAP:-512m}"
  # shellcheck disable=SC2086  # KAFKA_JIT_OPTS is a list of JVM flags
  launch kafka java "-Xms$heap" -Xmx1g -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -XX:ParallelGCThreads=2 -XX:ConcGCThreads=1 ${KAFKA_JIT_OPTS-} -Djava.awt.headless=true \
    -Dlog4j.configuration="$log4j" -cp "$classpath" kafka.Kafka "$properties"
  LAUNCHED+=(kafka)
}

start_redis() {
  launch redis redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DATA_DIR/redis" \
    --save 60 1 --appendonly no --daemonize no --protected-mode yes \
    --maxmemory 256mb --maxmemory-policy allkeys-lru
  LAUNCHED+=(redis)
}

start_maildev() {
  launch maildev node "$ROOT/node_modules/maildev/bin/maildev" \
    --ip 127.0.0.1 --smtp "$SMTP_PORT" --web "$MAILDEV_WEB_PORT" --mail-directory "$DATA_DIR/mail"
  LAUNCHED+=(maildev)
}

# The topic list comes from the compiled contracts; rebuild them when their sources are newer than the last build.
contracts_stale() {
  local contracts="$ROOT/packages/contracts"
  [ -f "$contracts/dist/index.js" ] && [ -f "$contracts/tsconfig.tsbuildinfo" ] || return 0
  [ -n "$(find "$contracts/src" -name '*.ts' -newer "$contracts/tsconfig.tsbuildinfo" -print -quit)" ]
}

create_topics() {
  if contracts_stale && [ -x "$ROOT/node_modules/.bin/tsc" ]; then
    log "building @tenon/contracts for the topic list"
    (cd "$ROOT" && node_modules/.bin/tsc -b packages/contracts) || fail "@tenon/contracts does not compile; topics not created"
  fi
  KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT" node "$ROOT/infra/local/create-topics.js"
}

# Components this run launched; if start-up fails they are stopped again, so a retry starts clean.
LAUNCHED=()
stop_launched_on_failure() {
  local status=$? name pid
  [ "$status" -eq 0 ] && return 0
  for name in "${LAUNCHED[@]}"; do
    pid="$(component_pid "$name")"
    [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null && log "stopped $name again (start-up failed)"
    rm -f "$(pid_file "$name")"
  done
  return "$status"
}
trap stop_launched_on_failure EXIT

# Check every port before launching anything, then launch all (Kafka, the slowest, first) and wait:
# start-up overlaps on two cores.
TO_START=()
for name in kafka ferretdb redis maildev; do
  if needs_start "$name"; then TO_START+=("$name"); fi
done
for name in "${TO_START[@]}"; do
  "start_$name"
done
for name in "${LAUNCHED[@]}"; do
  wait_ready "$name" "${name}_ready"
done
if [ -n "${TENON_LAUNCHED_FILE:-}" ]; then
  printf '%s\n' "${LAUNCHED[@]}" | sed '/^$/d' >"$TENON_LAUNCHED_FILE"
fi
# Everything is up; a topic failure is reported but keeps the components (create-topics.js can be rerun alone).
trap - EXIT
create_topics
log "all components ready in $((SECONDS - STARTED_AT)) s (data: $DATA_DIR)"
