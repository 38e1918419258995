#!/usr/bin/env bash
# Stops services started with `run-services.js --detach`.
set -u
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN="${TENON_DATA_DIR:-$ROOT/.data}/run"
for name in gateway projects masterplan lookahead weekly takt analytics; do
  f="$RUN/$name.pid"
  [ -f "$f" ] || continue
  pid=$(cat "$f")
  kill -TERM "$pid" 2>/dev/null
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null
  rm -f "$f"
done
