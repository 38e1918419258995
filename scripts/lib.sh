# Shared by start.sh and test.sh: resolve the repo root and make sure dependencies and builds are in place.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export KAFKAJS_NO_PARTITIONER_WARNING=1

# Each step says how long the script has run, so a slow stage shows in the log of a run that ran out of time.
step() { printf '\n\033[1m▶ %s\033[0m (at %d s)\n' "$*" "$SECONDS"; }

ensure_node_modules() {
  # A lockfile newer than the install means someone changed dependencies since.
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "Installing npm packages"
    npm install --no-audit --no-fund --loglevel=error
  fi
}

ensure_infra_installed() {
  step "Installing local infrastructure (cached after the first run)"
  bash infra/local/install.sh
}

build_all() {
  step "Building TypeScript packages and services"
  npx tsc -b tsconfig.build.json
  step "Building the shell and the micro-frontends"
  node scripts/build-web.js
}

# The week the demo is dated for (TENON_DEMO_WEEK): the week its data was first seeded in, kept with the data so that
# every service seeds the same weeks and a restart months later moves nothing. Data that was already there when the
# file did not exist yet stays as the demo is written. Needs the built packages (build_all).
demo_week() {
  local data_dir="${TENON_DATA_DIR:-$ROOT/.data}"
  case "$data_dir" in /*) ;; *) data_dir="$ROOT/$data_dir" ;; esac
  local file="$data_dir/demo-week"
  if [ ! -s "$file" ]; then
    mkdir -p "$data_dir"
    if [ -n "$(ls -A "$data_dir/ferret/db" 2>/dev/null)" ]; then
      node -p "require('./packages/demo-data/dist').DEMO_WRITTEN_WEEK" >"$file"
    else
      date -u +%F >"$file"
    fi
  fi
  cat "$file"
}
