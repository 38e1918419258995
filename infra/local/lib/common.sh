# Shared by start.sh, stop.sh and status.sh: paths, ports and process helpers.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"

DATA_DIR="${TENON_DATA_DIR:-$ROOT/.data}"
# A relative TENON_DATA_DIR is taken from the repository root, so every cwd sees the same data.
case "$DATA_DIR" in /*) ;; *) DATA_DIR="$ROOT/$DATA_DIR" ;; esac
RUN_DIR="$DATA_DIR/run"
LOG_DIR="$DATA_DIR/logs"

MONGODB_PORT="${MONGODB_PORT:-27017}"
FERRETDB_DEBUG_PORT="${FERRETDB_DEBUG_PORT:-8088}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
REDIS_PORT="${REDIS_PORT:-6379}"
SMTP_PORT="${SMTP_PORT:-1025}"
MAILDEV_WEB_PORT="${MAILDEV_WEB_PORT:-1080}"

# Start order; stop.sh walks it backwards.
# shellcheck disable=SC2034  # read by the scripts that source this file
COMPONENTS=(ferretdb kafka redis maildev)

log() { printf '[infra] %s\n' "$*"; }
fail() { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

component_port() {
  case "$1" in
    ferretdb) echo "$MONGODB_PORT" ;;
    kafka) echo "$KAFKA_PORT" ;;
    redis) echo "$REDIS_PORT" ;;
    maildev) echo "$MAILDEV_WEB_PORT" ;;
  esac
}

pid_file() { echo "$RUN_DIR/$1.pid"; }
log_file() { echo "$LOG_DIR/$1.log"; }

# What the component's command line contains; guards against a stale pid file whose pid was reused.
component_command_marker() {
  case "$1" in
    ferretdb) echo "infra/bin/ferretdb" ;;
    kafka) echo "kafka.Kafka" ;;
    redis) echo "redis-server" ;;
    maildev) echo "maildev" ;;
  esac
}

# The pid in the component's pid file, when that process exists (whatever it runs).
recorded_pid() {
  local pid
  pid="$(cat "$(pid_file "$1")" 2>/dev/null || true)"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then echo "$pid"; fi
}

component_pid() {
  local pid
  pid="$(recorded_pid "$1")"
  [ -n "$pid" ] || return 0
  if tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -qF "$(component_command_marker "$1")"; then echo "$pid"; fi
}

port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Running = the process from our pid file is alive and its port accepts connections.
component_running() {
  [ -n "$(component_pid "$1")" ] && port_open "$(component_port "$1")"
}
