#!/usr/bin/env bash
# Installs what infra/local/start.sh runs: Redis and Chromium from Debian, FerretDB built from the Go
# module proxy, Kafka jars from Maven Central. Idempotent and cached outside the work tree, so it is
# cheap to run before every start or test.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE_DIR="${TENON_CACHE_DIR:-$HOME/.cache/tenon}"
FERRETDB_VERSION="v1.24.2"
KAFKA_VERSION="3.9.1"
# The cached binary is tied to the patch applied to FerretDB's source (infra/local/ferretdb): a changed patch rebuilds.
FERRETDB_PATCH_SUM="$(cat "$ROOT/infra/local/ferretdb/"* | sha256sum | cut -c1-12)"
FERRETDB_CACHE="$CACHE_DIR/ferretdb-$FERRETDB_VERSION-$FERRETDB_PATCH_SUM"
KAFKA_CACHE="$CACHE_DIR/kafka-$KAFKA_VERSION"
APT_PACKAGES=(redis-server redis-tools chromium fonts-liberation python3 python3-venv poppler-utils)

log() { printf '[infra] %s\n' "$*"; }
fail() { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

require_tool() {
  command -v "$1" >/dev/null 2>&1 || fail "'$1' is not on PATH. $2"
}

require_tool node "Install Node.js 20 or newer."
require_tool java "Install a JDK 17 (Debian: apt-get install -y openjdk-17-jdk-headless); Kafka runs on it."
require_tool go "Install Go 1.24 or newer (https://go.dev/dl); FerretDB is built from source with it."
require_tool mvn "Install Maven 3.8 or newer (Debian: apt-get install -y maven); it resolves the Kafka jars."

install_debian_packages() {
  local missing=() pkg status
  for pkg in "${APT_PACKAGES[@]}"; do
    status="$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)"
    [ "$status" = "installed" ] || missing+=("$pkg")
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  [ "$(id -u)" -eq 0 ] || fail "missing Debian packages: ${missing[*]}; run as root or: sudo apt-get install -y ${missing[*]}"

  log "installing Debian packages: ${missing[*]} (apt-get, about a minute)"
  # The Debian redis-server package starts its own service on 6379; keep it from doing so.
  local policy=/usr/sbin/policy-rc.d created_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1
  fi
  local apt_log="$CACHE_DIR/apt-install.log"
  mkdir -p "$CACHE_DIR"
  if ! { DEBIAN_FRONTEND=noninteractive apt-get update -qq \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$apt_log" 2>&1; then
    [ "$created_policy" -eq 1 ] && rm -f "$policy"
    tail -n 20 "$apt_log" >&2
    fail "apt-get install ${missing[*]} failed (full output: $apt_log)"
  fi
  [ "$created_policy" -eq 1 ] && rm -f "$policy"
  if [ -d /run/systemd/system ] && command -v systemctl >/dev/null 2>&1; then
    systemctl disable --now redis-server >/dev/null 2>&1 || true
  fi
}

# go build prints nothing while it compiles; say every 30 s that it is still working.
go_build_with_progress() {
  local src="$1" output="$2" started=$SECONDS next_report=$((SECONDS + 30)) build_pid
  (cd "$src" && CGO_ENABLED=0 GOFLAGS="-trimpath -buildvcs=false" exec go build -o "$output" ./cmd/ferretdb) &
  build_pid=$!
  while kill -0 "$build_pid" 2>/dev/null; do
    sleep 1
    if [ "$SECONDS" -ge "$next_report" ] && kill -0 "$build_pid" 2>/dev/null; then
      log "still building FerretDB ($((SECONDS - started)) s)"
      next_report=$((next_report + 30))
    fi
  done
  wait "$build_pid"
}

build_ferretdb() {
  local binary="$FERRETDB_CACHE/ferretdb"
  if [ ! -x "$binary" ]; then
    log "building FerretDB $FERRETDB_VERSION from the Go module proxy (takes a few minutes on 2 cores)"
    mkdir -p "$FERRETDB_CACHE"
    local module_dir
    module_dir="$(cd "$FERRETDB_CACHE" && go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" \
      | node -e 'const m = JSON.parse(require("fs").readFileSync(0, "utf8")); if (m.Error) { console.error(m.Error); process.exit(1); } console.log(m.Dir)')"
    local src="$FERRETDB_CACHE/src"
    rm -rf "$src"
    cp -r "$module_dir" "$src"
    chmod -R u+w "$src"
    node "$ROOT/infra/local/ferretdb/patch-source.js" "$src" || fail "patching FerretDB's source failed"
    # version.txt is generated and gitignored upstream, so the module zip lacks it and the binary panics at start.
    echo "$FERRETDB_VERSION" >"$src/build/version/version.txt"
    local started=$SECONDS
    if ! go_build_with_progress "$src" "$binary.tmp"; then
      log "build with $(go env GOVERSION) failed; retrying with GOTOOLCHAIN=go1.24.3 (downloaded from the Go proxy)"
      GOTOOLCHAIN=go1.24.3 go_build_with_progress "$src" "$binary.tmp" || fail "FerretDB build failed; see the Go output above"
    fi
    "$binary.tmp" --version >/dev/null 2>&1 || fail "the FerretDB binary does not start: $("$binary.tmp" --version 2>&1 | head -3)"
    mv "$binary.tmp" "$binary"
    rm -rf "$src"
    log "FerretDB built in $((SECONDS - started)) s: $binary"
  fi
  mkdir -p "$ROOT/infra/bin"
  if [ "$(readlink "$ROOT/infra/bin/ferretdb" 2>/dev/null)" != "$binary" ]; then
    ln -sfn "$binary" "$ROOT/infra/bin/ferretdb"
  fi
}

fetch_kafka_jars() {
  local pom="$ROOT/infra/kafka/pom.xml" lib="$ROOT/infra/kafka/lib"
  local pom_sum
  pom_sum="$(sha256sum "$pom" | cut -d' ' -f1)"
  # The stamp ties the cached jars to the exact pom, so a dependency change re-resolves them.
  if [ "$(cat "$KAFKA_CACHE/lib/.pom-sha256" 2>/dev/null)" != "$pom_sum" ]; then
    log "downloading Kafka $KAFKA_VERSION jars from Maven Central (about 46 MB)"
    local started=$SECONDS
    rm -rf "$KAFKA_CACHE/lib.tmp"
    mkdir -p "$KAFKA_CACHE"
    local mvn_log="$KAFKA_CACHE/maven.log"
    if ! mvn -B -Dstyle.color=never -f "$pom" org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$KAFKA_CACHE/lib.tmp" >"$mvn_log" 2>&1; then
      grep -E 'ERROR' "$mvn_log" | head -n 20 >&2
      fail "Maven could not resolve the Kafka jars (full output: $mvn_log)"
    fi
    echo "$pom_sum" >"$KAFKA_CACHE/lib.tmp/.pom-sha256"
    rm -rf "${KAFKA_CACHE:?}/lib"
    mv "$KAFKA_CACHE/lib.tmp" "$KAFKA_CACHE/lib"
    log "Kafka jars ready in $((SECONDS - started)) s: $KAFKA_CACHE/lib"
  fi
  if [ "$(cat "$lib/.pom-sha256" 2>/dev/null)" != "$pom_sum" ]; then
    rm -rf "$lib"
    mkdir -p "$lib"
    # Hard links cost nothing; a cache on another file system gets a copy.
    cp -l "$KAFKA_CACHE/lib/"*.jar "$lib/" 2>/dev/null || cp "$KAFKA_CACHE/lib/"*.jar "$lib/"
    cp "$KAFKA_CACHE/lib/.pom-sha256" "$lib/.pom-sha256"
  fi
}

check_node_packages() {
  local pkg missing=()
  for pkg in maildev kafkajs; do
    [ -d "$ROOT/node_modules/$pkg" ] || missing+=("$pkg")
  done
  [ "${#missing[@]}" -eq 0 ] || log "warning: node_modules lacks ${missing[*]}; run npm install in $ROOT"
}

# The BI client test reads the BI API with pandas, as a data team would: a venv under .data/, rebuilt only when
# e2e/python/requirements.txt changes, with pip's downloads cached beside the other installs.
install_python_venv() {
  local venv="$ROOT/.data/python-venv" requirements="$ROOT/e2e/python/requirements.txt" sum python=python3
  # Debian's interpreter, whose venv module the python3-venv package above provides.
  [ -x /usr/bin/python3 ] && python=/usr/bin/python3
  sum="$(sha256sum "$requirements" | cut -d' ' -f1)"
  [ "$(cat "$venv/.requirements-sha256" 2>/dev/null)" = "$sum" ] && return 0
  log "creating the Python venv for the BI client test (pandas from PyPI)"
  rm -rf "$venv"
  "$python" -m venv "$venv" || fail "$python -m venv failed (Debian: apt-get install -y python3-venv)"
  PIP_CACHE_DIR="$CACHE_DIR/pip" "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" || fail "pip install -r $requirements failed"
  printf '%s\n' "$sum" >"$venv/.requirements-sha256"
}

install_debian_packages
build_ferretdb
fetch_kafka_jars
check_node_packages
install_python_venv
