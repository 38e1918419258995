#!/usr/bin/env bash
# Prints each local component's state; exits 1 unless all of them are running.
set -euo pipefail
# shellcheck source=lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

all_running=0
for name in "${COMPONENTS[@]}"; do
  port="$(component_port "$name")"
  pid="$(component_pid "$name")"
  if component_running "$name"; then
    rss_kb="$(ps -o rss= -p "$pid" | tr -d ' ')"
    printf '%-9s running  pid %-7s port %-6s rss %s MB\n' "$name" "$pid" "$port" "$((rss_kb / 1024))"
  elif [ -n "$pid" ]; then
    printf '%-9s starting pid %-7s port %-6s (not answering yet)\n' "$name" "$pid" "$port"
    all_running=1
  elif port_open "$port"; then
    printf '%-9s foreign  port %s is taken by a process start.sh did not start\n' "$name" "$port"
    all_running=1
  else
    printf '%-9s stopped\n' "$name"
    all_running=1
  fi
done
printf 'data: %s  logs: %s\n' "$DATA_DIR" "$LOG_DIR"
exit "$all_running"
