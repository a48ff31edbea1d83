#!/usr/bin/env bash
# Runs every check and every test suite, on SQLite and on PostgreSQL, on a fresh machine of this kind:
#   build, then side by side: typecheck, lint and unit tests; integration → browser tests on SQLite; integration →
#   browser tests on PostgreSQL. Each log is printed whole once everything has ended.
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
# The fonts the visual suite's baselines were rendered with (tests/e2e/visual.spec.ts, ADR 0042): the site's
# system-ui and Arial resolve to DejaVu Sans and Liberation Sans, Georgia and Times to DejaVu Serif and Liberation
# Serif (italics from fonts-dejavu-extra). Another set of fonts moves text by a pixel and every screenshot differs.
ensure_package /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf fonts-dejavu-core
ensure_package /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf fonts-dejavu-extra
ensure_package /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf fonts-liberation
# The fault suite's load balancer (tests/faults/run.ts, deploy/haproxy.cfg).
if [ "${SKIP_POSTGRES:-0}" != 1 ]; then ensure_package /usr/sbin/haproxy haproxy; fi
if [ "${SKIP_POSTGRES:-0}" != 1 ] && [ -z "$(pg_bin)" ]; then ensure_package /usr/lib/postgresql/15/bin/initdb postgresql; fi

rm -rf test-results
mkdir -p tmp test-results
results=()

# The route types first: the typecheck and lint read them. The build needs nothing else, and everything after it
# needs the build (the integration and browser tests serve it), so it runs now while PostgreSQL starts.
npx react-router typegen >/dev/null
log "build"
npx react-router build >/dev/null 2>tmp/step-build.log &
build_pid=$!

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

build_status=0
wait "$build_pid" || build_status=$?
cat tmp/step-build.log
if [ "$build_status" != 0 ]; then
  echo "the build failed: nothing to test" >&2
  exit 1
fi

# Independent lanes, each writing its log to a file printed whole at the end, so that none interleave: the checks
# (typecheck, lint, unit tests, then the visual suite: one core between them), and one lane per dialect,
# integration then browser tests (own databases, own servers and ports, own report files). The browser tests are
# the long pole, so they start as soon as the build is there rather than after the checks: on two cores, a core
# idle while the slowest of a group of steps finishes is wall time lost.
run_lane() { # run_lane <name> <command...>
  local name=$1; shift
  ( "$@" ) >"tmp/lane-$name.log" 2>&1
}
checks_lane() {
  local status=0
  log "typecheck"
  npx tsc --noEmit -p . || status=1
  log "lint"
  npx eslint . --max-warnings=0 || status=1
  log "unit tests"
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/unit.json || status=1
  # The visual suite (ADR 0042) starts its own server on a moved clock: it needs neither lane, and this lane's core is
  # free once the unit tests end, long before the dialect lanes finish their browser tests.
  log "visual suite (screenshots and layout checks, Chromium)"
  E2E_PROJECT=visual E2E_JSON_REPORT=test-results/e2e-visual.json npx playwright test || status=1
  return "$status"
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
log "checks, and integration and browser tests on SQLite${TEST_DATABASE_URL:+ and on PostgreSQL}: lanes in parallel"
set +e
run_lane checks checks_lane &
checks_pid=$!
run_lane sqlite sqlite_lane &
sqlite_pid=$!
postgres_status=skipped
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_lane postgres postgres_lane &
  postgres_pid=$!
fi
wait "$checks_pid"; checks_status=$?
wait "$sqlite_pid"; sqlite_status=$?
if [ -n "${TEST_DATABASE_URL:-}" ]; then wait "$postgres_pid"; postgres_status=$?; fi
set -e
# Passing lanes first, failing ones last: when only the end of a long CI log is kept, it shows what failed.
lane_logs=(checks:$checks_status sqlite:$sqlite_status postgres:$postgres_status)
for pass in passing failing; do
  for entry in "${lane_logs[@]}"; do
    name=${entry%%:*} status=${entry#*:}
    [ "$status" = skipped ] && continue
    if { [ "$pass" = passing ] && [ "$status" = 0 ]; } || { [ "$pass" = failing ] && [ "$status" != 0 ]; }; then
      cat "tmp/lane-$name.log"
    fi
  done
done
log "lanes ended: checks exit $checks_status, SQLite exit $sqlite_status, PostgreSQL exit $postgres_status"
for status in "$checks_status" "$sqlite_status" "$postgres_status"; do
  if [ "$status" != 0 ] && [ "$status" != skipped ]; then lane_status=1; fi
done

# The fault suite (issue 15): the production shape (two processes behind HAProxy over one PostgreSQL of its own)
# under kill -9, a database restart and replayed confirms. It starts and kills processes and a database server and
# checks timings, so it runs alone, after the lanes, on a machine that is otherwise quiet.
faults_status=0
if [ "${SKIP_POSTGRES:-0}" != 1 ]; then
  log "fault suite (production shape: HAProxy, two processes, PostgreSQL)"
  # Its own throwaway cluster (not the lanes' one), so that it may restart it (scenario c).
  env -u TEST_DATABASE_URL -u E2E_DATABASE_URL npm run --silent test:faults || faults_status=1
fi

summary_status=0
node scripts/summarise-tests.mjs test-results || summary_status=1
if [ "$lane_status" != 0 ] || [ "$summary_status" != 0 ] || [ "$faults_status" != 0 ]; then exit 1; fi
