#!/usr/bin/env bash
# Runs every check and every test suite, on SQLite and on PostgreSQL, on a fresh machine of this kind:
#   typecheck → lint → build → unit → integration (SQLite) → integration (PostgreSQL) → browser (both dialects)
# It installs Debian's chromium and postgresql when they are missing, starts a throwaway PostgreSQL cluster on a
# loopback port, and stops it again however the run ends. Set SKIP_POSTGRES=1 to run the SQLite half only.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }

apt_updated=0
ensure_package() { # ensure_package <command-or-path> <debian package>
  if [ -x "$1" ] || command -v "$1" >/dev/null 2>&1; then return 0; fi
  log "installing Debian package $2"
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

ensure_package /usr/bin/chromium chromium
if [ "${SKIP_POSTGRES:-0}" != 1 ] && [ -z "$(pg_bin)" ]; then ensure_package /usr/lib/postgresql/15/bin/initdb postgresql; fi

rm -rf test-results
mkdir -p tmp test-results
results=()

log "typecheck"
npx react-router typegen >/dev/null
npx tsc --noEmit -p .
log "lint"
npx eslint . --max-warnings=0
log "build"
npx react-router build >/dev/null

PG_DIR=""
stop_postgres() {
  if [ -n "$PG_DIR" ] && [ -d "$PG_DIR" ]; then
    run_pg "$(pg_bin)/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
trap stop_postgres EXIT
run_pg() { # initdb refuses root, so the cluster belongs to the postgres user when we are root
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; else "$@"; fi
}

if [ "${SKIP_POSTGRES:-0}" != 1 ]; then
  log "starting a throwaway PostgreSQL cluster"
  PG_DIR=$(mktemp -d /tmp/itinera-pg.XXXXXX)
  chmod 755 "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  PG_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  run_pg "$(pg_bin)/initdb" -D "$PG_DIR/data" -A trust -U postgres --no-sync >/dev/null
  run_pg "$(pg_bin)/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  psql -q -h 127.0.0.1 -p "$PG_PORT" -U postgres -c 'CREATE DATABASE itinera_e2e' >/dev/null
  export E2E_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/itinera_e2e"
fi

log "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/unit.json

# Two independent lanes, one per dialect, each integration then browser tests: they share nothing (own databases,
# own servers and ports, own report files), so running them side by side halves the wall time of the long half of
# the run. Each lane writes its log to a file, printed whole when the lane ends, so the two never interleave.
run_lane() { # run_lane <name> <command...>
  local name=$1; shift
  ( "$@" ) >"tmp/lane-$name.log" 2>&1
}
# A lane runs its browser tests even when its integration tests failed (one run shows every failure), and fails
# if either did.
sqlite_lane() {
  local status=0
  log "integration tests on SQLite"
  env -u TEST_DATABASE_URL npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/integration-sqlite.json || status=1
  log "browser tests (Chromium) on SQLite"
  E2E_PROJECT=sqlite E2E_JSON_REPORT=test-results/e2e-sqlite.json npx playwright test || status=1
  return "$status"
}
postgres_lane() {
  local status=0
  log "integration tests on PostgreSQL"
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/integration-postgres.json || status=1
  log "browser tests (Chromium) on PostgreSQL"
  E2E_PROJECT=postgres E2E_JSON_REPORT=test-results/e2e-postgres.json npx playwright test || status=1
  return "$status"
}

lane_status=0
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  log "integration and browser tests: SQLite and PostgreSQL lanes in parallel"
  set +e
  run_lane sqlite sqlite_lane &
  sqlite_pid=$!
  run_lane postgres postgres_lane &
  postgres_pid=$!
  wait "$sqlite_pid"; sqlite_status=$?
  wait "$postgres_pid"; postgres_status=$?
  set -e
  cat tmp/lane-sqlite.log
  cat tmp/lane-postgres.log
  log "lanes ended: SQLite exit $sqlite_status, PostgreSQL exit $postgres_status"
  if [ "$sqlite_status" != 0 ] || [ "$postgres_status" != 0 ]; then lane_status=1; fi
else
  set +e
  sqlite_lane
  lane_status=$?
  set -e
fi

node scripts/summarise-tests.mjs test-results
exit "$lane_status"
