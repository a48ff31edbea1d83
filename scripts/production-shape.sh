#!/usr/bin/env bash
# The production shape on this machine (issue 15; README "Production shape"): WEB_CONCURRENCY identical app
# processes over one PostgreSQL, behind HAProxy, all on 127.0.0.1.
#
#   DATABASE_URL=postgres://… scripts/production-shape.sh start   # build if needed, migrate, start, wait healthy
#   scripts/production-shape.sh status                            # each process, its pid, port and /healthz
#   scripts/production-shape.sh stop                              # SIGTERM everything, wait for the drain
#   scripts/production-shape.sh start-app N                       # (re)start app process N only (fault tests)
#
# Settings (environment):
#   DATABASE_URL      required, postgres://… (SQLite is one process; use `npm start` for it)
#   WEB_CONCURRENCY   app processes (default: the number of cores)
#   APP_BASE_PORT     process N listens on APP_BASE_PORT+N (default 3000 → 3001, 3002, …)
#   FRONT_PORT        HAProxy's port (default 8080)
#   SESSION_SECRET    shared by every process; generated into the state directory when unset
#   SHAPE_DIR         pid files, logs and the generated haproxy.cfg (default tmp/production-shape)
#   ITINERA_BUILD_DIR the React Router build (default build; built when missing)
#   Anything else the app reads (CHECKOUT_HOLD_MINUTES, LOG_LEVEL, SEED_TOURS, APP_ENV, …) is passed through.
# Every process gets SHUTDOWN_DRAIN_MS=3000, TRUST_PROXY=1 and DATABASE_POOL_SIZE=25 unless given. Logs: SHAPE_DIR/app-N.log (JSON lines).
set -euo pipefail
cd "$(dirname "$0")/.."

SHAPE_DIR=${SHAPE_DIR:-tmp/production-shape}
APP_BASE_PORT=${APP_BASE_PORT:-3000}
FRONT_PORT=${FRONT_PORT:-8080}
WEB_CONCURRENCY=${WEB_CONCURRENCY:-$(nproc 2>/dev/null || echo 2)}
BUILD_DIR=${ITINERA_BUILD_DIR:-build}
export SHUTDOWN_DRAIN_MS=${SHUTDOWN_DRAIN_MS:-3000}
export TRUST_PROXY=${TRUST_PROXY:-1}
# A production-like database gets the catalogue only; the fault suite counts the bookings it makes itself.
export SEED_DEMO_BOOKINGS=${SEED_DEMO_BOOKINGS:-false}
# Bookings of one departure queue behind its lock holding a connection each: a bigger pool than the single-process
# default keeps a rush of them waiting for the lock rather than timing out for a connection (503).
export DATABASE_POOL_SIZE=${DATABASE_POOL_SIZE:-25}
export NODE_ENV=production
# The apps believe X-Forwarded-For (TRUST_PROXY): only HAProxy may reach them, so they listen on loopback only
# (server/config.ts refuses TRUST_PROXY on a public HOST when APP_ENV=production; README "Production shape").
export HOST=127.0.0.1
HEALTH_WAIT_SECONDS=${HEALTH_WAIT_SECONDS:-180}

log() { printf '[production-shape] %s\n' "$*"; }
die() { log "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }

# A killed process stays a zombie until its parent (init) reaps it: that is not alive.
alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null && ! ps -o stat= -p "$(cat "$1")" | grep -q '^Z'; }
app_pid_file() { echo "$SHAPE_DIR/app-$1.pid"; }
app_port() { echo $((APP_BASE_PORT + $1)); }
healthy() { # healthy <port>: /healthz answers 200
  [ "$(curl -s -o /dev/null -m 3 -w '%{http_code}' -H 'Host: localhost' "http://127.0.0.1:$1/healthz" 2>/dev/null)" = 200 ]
}

ensure_haproxy() {
  if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then return 0; fi
  log "installing Debian package haproxy"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
}
haproxy_bin() { command -v haproxy 2>/dev/null || echo /usr/sbin/haproxy; }

require_postgres() {
  case "${DATABASE_URL:-}" in
    postgres://* | postgresql://*) ;;
    *) die "DATABASE_URL must be a postgres:// URL (many processes share one PostgreSQL; SQLite is npm start)" ;;
  esac
}

shared_secret() {
  if [ -n "${SESSION_SECRET:-}" ]; then return 0; fi
  local file="$SHAPE_DIR/session-secret"
  if [ ! -s "$file" ]; then (umask 077; node -e "console.log(require('crypto').randomBytes(32).toString('hex'))" >"$file"); fi
  SESSION_SECRET=$(cat "$file")
  export SESSION_SECRET
}

# start_app <n> <seed:true|false>: one process, in the background, its pid in SHAPE_DIR/app-N.pid.
start_app() {
  local n=$1 seed=$2 pid_file
  pid_file=$(app_pid_file "$n")
  if alive "$pid_file"; then log "app $n already running (pid $(cat "$pid_file"))"; return 0; fi
  # node itself, not npm or the tsx CLI (which fork a child): the pid file names the process that serves.
  PORT=$(app_port "$n") SEED_ON_START=$seed ITINERA_BUILD_DIR=$BUILD_DIR \
    nohup node --import tsx server/main.ts >>"$SHAPE_DIR/app-$n.log" 2>&1 </dev/null &
  echo $! >"$pid_file"
  log "app $n: pid $! on 127.0.0.1:$(app_port "$n")"
}

wait_healthy() { # wait_healthy <n>
  local n=$1 waited=0
  until healthy "$(app_port "$n")"; do
    alive "$(app_pid_file "$n")" || die "app $n exited; see $SHAPE_DIR/app-$n.log"
    [ "$waited" -lt $((HEALTH_WAIT_SECONDS * 5)) ] || die "app $n not healthy after ${HEALTH_WAIT_SECONDS}s; see $SHAPE_DIR/app-$n.log"
    sleep 0.2
    waited=$((waited + 1))
  done
}

# The balancer's config for N processes: deploy/haproxy.cfg with its bind port and one server line per process in
# each backend (the template's `server app1 127.0.0.1:PORT …` line is the pattern; its other server lines go).
generate_haproxy_config() {
  awk -v n="$WEB_CONCURRENCY" -v base="$APP_BASE_PORT" -v front="$FRONT_PORT" '
    /^[[:space:]]*bind 127\.0\.0\.1:[0-9]+/ { sub(/127\.0\.0\.1:[0-9]+/, "127.0.0.1:" front); print; next }
    /^[[:space:]]*server app[0-9]+ 127\.0\.0\.1:[0-9]+/ {
      if ($2 != "app1") next
      for (i = 1; i <= n; i++) {
        line = $0
        sub(/server app1 127\.0\.0\.1:[0-9]+/, "server app" i " 127.0.0.1:" (base + i), line)
        print line
      }
      next
    }
    { print }
  ' deploy/haproxy.cfg >"$SHAPE_DIR/haproxy.cfg"
  "$(haproxy_bin)" -c -q -f "$SHAPE_DIR/haproxy.cfg" || die "the generated $SHAPE_DIR/haproxy.cfg is not valid"
}

start() {
  require_postgres
  ensure_haproxy
  mkdir -p "$SHAPE_DIR"
  shared_secret
  [ "$WEB_CONCURRENCY" -ge 1 ] || die "WEB_CONCURRENCY must be at least 1"
  if [ ! -f "$BUILD_DIR/server/index.js" ]; then
    log "building into $BUILD_DIR"
    ITINERA_BUILD_DIR=$BUILD_DIR npx react-router build >"$SHAPE_DIR/build.log" 2>&1 || die "build failed; see $SHAPE_DIR/build.log"
  fi
  log "migrating"
  npm run --silent db:migrate >>"$SHAPE_DIR/migrate.log" 2>&1 || die "migration failed; see $SHAPE_DIR/migrate.log"
  # The first process seeds an empty database (once); the others start only when it is healthy, without seeding.
  start_app 1 "${SEED_ON_START:-true}"
  wait_healthy 1
  for ((n = 2; n <= WEB_CONCURRENCY; n++)); do start_app "$n" false; done
  for ((n = 2; n <= WEB_CONCURRENCY; n++)); do wait_healthy "$n"; done
  generate_haproxy_config
  if alive "$SHAPE_DIR/haproxy.pid"; then
    log "haproxy already running (pid $(cat "$SHAPE_DIR/haproxy.pid"))"
  else
    "$(haproxy_bin)" -D -p "$SHAPE_DIR/haproxy.pid" -f "$SHAPE_DIR/haproxy.cfg"
    log "haproxy: pid $(cat "$SHAPE_DIR/haproxy.pid") on http://127.0.0.1:$FRONT_PORT"
  fi
  local waited=0
  until [ "$(curl -s -o /dev/null -m 3 -w '%{http_code}' -H 'Host: localhost' "http://127.0.0.1:$FRONT_PORT/healthz")" = 200 ]; do
    [ "$waited" -lt 50 ] || die "haproxy does not answer 200 on /healthz"
    sleep 0.2
    waited=$((waited + 1))
  done
  log "ready: http://localhost:$FRONT_PORT ($WEB_CONCURRENCY app processes)"
}

stop_pid_file() { # stop_pid_file <file> <name>: SIGTERM, wait up to 30 s, then SIGKILL
  local file=$1 name=$2 pid waited=0
  [ -f "$file" ] || return 0
  pid=$(cat "$file")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    while kill -0 "$pid" 2>/dev/null; do
      if [ "$waited" -ge 150 ]; then log "$name did not stop in 30 s: SIGKILL"; kill -KILL "$pid" 2>/dev/null || true; break; fi
      sleep 0.2
      waited=$((waited + 1))
    done
    log "$name stopped (pid $pid)"
  fi
  rm -f "$file"
}

stop() {
  [ -d "$SHAPE_DIR" ] || { log "nothing running"; return 0; }
  # Apps first, all at once: each drains (its /healthz turns 503, HAProxy takes it out), finishes its requests and
  # exits; then the balancer.
  local file
  for file in "$SHAPE_DIR"/app-*.pid; do
    [ -f "$file" ] && alive "$file" && kill -TERM "$(cat "$file")" 2>/dev/null || true
  done
  for file in "$SHAPE_DIR"/app-*.pid; do
    [ -f "$file" ] && stop_pid_file "$file" "$(basename "$file" .pid)"
  done
  stop_pid_file "$SHAPE_DIR/haproxy.pid" haproxy
}

status() {
  local file n port code any=1
  for file in "$SHAPE_DIR"/app-*.pid; do
    [ -f "$file" ] || continue
    n=$(basename "$file" .pid); n=${n#app-}
    port=$(app_port "$n")
    if alive "$file"; then
      code=$(curl -s -o /dev/null -m 3 -w '%{http_code}' -H 'Host: localhost' "http://127.0.0.1:$port/healthz" || true)
      log "app $n: pid $(cat "$file"), port $port, /healthz $code"
      any=0
    else
      log "app $n: not running (stale pid file)"
    fi
  done
  if alive "$SHAPE_DIR/haproxy.pid"; then
    log "haproxy: pid $(cat "$SHAPE_DIR/haproxy.pid"), port $FRONT_PORT"
    any=0
  else
    log "haproxy: not running"
  fi
  return "$any"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  start-app)
    [ -n "${2:-}" ] || die "usage: $0 start-app N"
    require_postgres
    mkdir -p "$SHAPE_DIR"
    shared_secret
    start_app "$2" false
    wait_healthy "$2"
    ;;
  *) die "usage: $0 start|stop|status|start-app N" ;;
esac
