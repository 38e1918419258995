#!/usr/bin/env bash
# Installs what is needed, starts the local infrastructure and every service with demo data,
# and serves the product at http://localhost:8080 until Ctrl-C.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
started=$(date +%s)
ensure_node_modules
ensure_infra_installed
build_all
# Before the database starts: an empty data folder is what tells a first start from a later one.
export TENON_DEMO_WEEK="${TENON_DEMO_WEEK:-$(demo_week)}"
step "Starting FerretDB, Kafka, Redis and MailDev"
bash infra/local/start.sh
step "Starting services (demo data is seeded into empty databases, dated for the week of $TENON_DEMO_WEEK)"
export TENON_START_EPOCH="$started"
exec node scripts/run-services.js
