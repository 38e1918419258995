#!/usr/bin/env bash
# Installs and starts what the tests need, then runs every test: lint and types, unit,
# integration (real FerretDB, Kafka, Redis, MailDev), and browser tests against the running product.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
started=$(date +%s)
ensure_node_modules
ensure_infra_installed
build_all

step "Lint and type checks"
npm run -s check

step "Unit tests"
npm run -s test:unit

step "Starting the local infrastructure"
# The tests run on data of their own: the product's (npm start) holds what its users did and a demo dated for the week
# it was first started in, while the tests read the demo as written. Its infrastructure holds the same ports: it stops.
if [ -z "${TENON_DATA_DIR:-}" ]; then
  bash infra/local/stop.sh >/dev/null 2>&1 || true
  export TENON_DATA_DIR="$ROOT/.data/test"
fi
launched="$(mktemp)"
services_started=0
cleanup() {
  if [ "$services_started" = 1 ]; then bash scripts/stop-services.sh; fi
  # Stop only the components this run started; infrastructure that was already up stays up.
  if [ -s "$launched" ]; then bash infra/local/stop.sh $(cat "$launched") >/dev/null 2>&1 || true; fi
  rm -f "$launched"
}
trap cleanup EXIT
# A test run is minutes of short bursts: the C2 compiler's work would not pay back, so Kafka runs on C1 alone.
KAFKA_JIT_OPTS="${KAFKA_JIT_OPTS--XX:TieredStopAtLevel=1}" TENON_LAUNCHED_FILE="$launched" bash infra/local/start.sh

step "Integration tests"
npm run -s test:infra
npm run -s test:integration

step "Browser tests against the running product"
# Every browser suite asks from this one machine: the per-address mail limit is for real callers, and suites that need
# an address of their own send X-Forwarded-For as a proxy on this machine would.
MAIL_LIMIT_PER_ADDRESS="${MAIL_LIMIT_PER_ADDRESS:-100000}" TRUST_PROXY="${TRUST_PROXY:-loopback}" ANALYTICS_V2_URL="${ANALYTICS_V2_URL:-http://127.0.0.1:18555/embed}" node scripts/run-services.js --detach
services_started=1
npm run -s test:e2e

step "Fault tests: services killed and Redis stopped during writes"
# Last: it kills and restarts the running services, which the browser suites above rely on.
npm run -s test:faults -w e2e

echo "All test stages passed in $(( $(date +%s) - started )) s"
