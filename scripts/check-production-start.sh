#!/usr/bin/env bash
# CI (.ci/run, "production start"): what the image runs, proven outside a container. Builds the web app
# and the API bundle, makes the image's folder with production dependencies only
# (scripts/production-folder.sh: npm ci --omit=dev into a temporary folder), starts it with the
# image's own start command (scripts/serve.sh) on a free port and an empty embedded database, and
# checks that it serves: liveness, readiness, the web app, a public read, /metrics on its own port
# only, and a clean SIGTERM (exit 0). Everything it started is stopped and removed on any exit.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "production start: $1" >&2
  [ -f "$work/server.log" ] && tail -n 40 "$work/server.log" >&2
  exit 1
}

npm run build --silent >/dev/null
node scripts/build-api.mjs >/dev/null
sh scripts/production-folder.sh "$work/app"
[ ! -e "$work/app/node_modules/typescript" ] || fail "la carpeta de producción tiene dependencias de desarrollo (typescript)"
[ ! -e "$work/app/node_modules/vitest" ] || fail "la carpeta de producción tiene dependencias de desarrollo (vitest)"

# PORT=0 and METRICS_PORT=0: free ports chosen by the system, read from the log (no collision).
env -i PATH="$PATH" HOME="$work" PORT=0 HOST=127.0.0.1 METRICS_PORT=0 DATA_DIR="$work/data" \
  ADMIN_EMAIL=lider@ci.local ADMIN_PASSWORD=clave-de-la-ci-1234 SEED_DEMO=false LOG_LEVEL=warn \
  sh "$work/app/scripts/serve.sh" >"$work/server.log" 2>&1 &
pid=$!
port=""
for _ in $(seq 1 120); do
  port="$(grep -o 'escuchando en http://localhost:[0-9]*' "$work/server.log" | grep -o '[0-9]*$' || true)"
  [ -n "$port" ] && break
  kill -0 "$pid" 2>/dev/null || fail "el servidor terminó al arrancar"
  sleep 1
done
[ -n "$port" ] || fail "el servidor no arrancó en 120 s"
metrics="$(grep -o 'métricas en http://127.0.0.1:[0-9]*' "$work/server.log" | grep -o '[0-9]*$')"
base="http://127.0.0.1:$port"

status() { curl -s -o /dev/null -w '%{http_code}' "$1"; }
# The whole answer first, then the match (a `curl | grep -q` fails under pipefail when grep stops early).
get() { curl -s "$1"; }
[ "$(status "$base/api/health")" = 200 ] || fail "/api/health no respondió 200"
[ "$(status "$base/api/ready")" = 200 ] || fail "/api/ready no respondió 200"
[[ "$(get "$base/api/ready")" == *'"migrations":"ok"'* ]] || fail "/api/ready no tiene las migraciones aplicadas"
[[ "$(get "$base/")" == *'<html lang="es">'* ]] || fail "la web no se sirve en /"
[ "$(status "$base/api/distribuciones/getLugares")" = 200 ] || fail "una lectura pública no respondió 200"
# The public port answers /metrics with the web app (its SPA fallback), never with the metrics.
if [[ "$(get "$base/metrics")" == *http_request_duration_seconds* ]]; then fail "/metrics se sirve en el puerto público"; fi
[[ "$(get "http://127.0.0.1:$metrics/metrics")" == *$'\nhttp_request_duration_seconds_count'* ]] ||
  fail "las métricas no se sirven en su propio puerto"

kill -TERM "$pid"
code=0
wait "$pid" || code=$?
pid=""
[ "$code" = 0 ] || fail "SIGTERM terminó con el código $code (se esperaba 0)"
echo "production start: ok (puerto $port, métricas $metrics, salida 0 tras SIGTERM)"
