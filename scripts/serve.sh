#!/bin/sh
# The image's start command (Dockerfile CMD; docs/deploy.md), run from a production folder made by
# scripts/production-folder.sh. CI runs this same script outside a container, from such a folder
# (.ci/run, "production start"), and checks that the app serves. It builds nothing: the web app and the
# API bundle are already in the folder. Migrations run at start, as with `npm start`; all configuration
# is read here, at run time (PUBLIC_URL included): one image serves any domain.
# The node flags are API_NODE_FLAGS of scripts/build-api.mjs (a test keeps them equal).
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV=production
# exec: node itself receives SIGTERM (ops/apagado.ts).
exec node --max-semi-space-size=16 --heap-growing-percent=50 apps/api/dist/server.mjs
