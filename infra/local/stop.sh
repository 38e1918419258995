#!/usr/bin/env bash
# Stops what start.sh started. Each component gets SIGTERM and time to close cleanly (Kafka flushes its logs).
# Usage: stop.sh [component...]   components: ferretdb kafka redis maildev (default: all)
# Env: TENON_DATA_DIR (same as start.sh), TENON_STOP_TIMEOUT_S (default 30).
set -euo pipefail
# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

STOP_TIMEOUT_S="${TENON_STOP_TIMEOUT_S:-30}"

# Sends SIGTERM to every component first, then waits: FerretDB and Kafka each take a few seconds to close.
signal_component() {
  local name="$1" pid
  pid="$(component_pid "$name")"
  if [ -z "$pid" ]; then
    rm -f "$(pid_file "$name")"
    return 0
  fi
  log "stopping $name (pid $pid)"
  kill -TERM "$pid"
}

await_component() {
  local name="$1" pid deadline
  pid="$(component_pid "$name")"
  [ -n "$pid" ] || { rm -f "$(pid_file "$name")"; return 0; }
  deadline=$((SECONDS + STOP_TIMEOUT_S))
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "$name did not stop within $STOP_TIMEOUT_S s; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.2
  done
  rm -f "$(pid_file "$name")"
}

[ -d "$RUN_DIR" ] || { log "nothing to stop ($RUN_DIR does not exist)"; exit 0; }
exec 9>"$RUN_DIR/start.lock"
flock -w 60 9 || log "warning: $RUN_DIR/start.lock is still held after 60 s; stopping anyway"

# Arguments pick components (e.g. the ones a test run launched, see TENON_LAUNCHED_FILE in start.sh); none = all.
SELECTED=("$@")
[ "${#SELECTED[@]}" -gt 0 ] || SELECTED=("${COMPONENTS[@]}")
for name in "${SELECTED[@]}"; do
  [ -n "$(component_port "$name")" ] || fail "unknown component '$name' (known: ${COMPONENTS[*]})"
done
for ((i = ${#SELECTED[@]} - 1; i >= 0; i--)); do
  signal_component "${SELECTED[i]}"
done
for name in "${SELECTED[@]}"; do
  await_component "$name"
done
log "stopped"
