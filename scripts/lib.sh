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
