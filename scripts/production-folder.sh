#!/bin/sh
# Makes the folder the image runs (Dockerfile) and CI starts (.ci/run): the built web app, the API
# bundle and its migrations, the start script, and the production dependencies only
# (`npm ci --omit=dev`, no TypeScript, no test tools). Run after `npm run build` and
# `node scripts/build-api.mjs`.   Usage: sh scripts/production-folder.sh <empty or new folder>
set -eu
dest="$1"
cd "$(dirname "$0")/.."
for f in apps/web/dist/index.html apps/api/dist/server.mjs; do
  [ -f "$f" ] || { echo "Falta $f: ejecute antes npm run build y node scripts/build-api.mjs" >&2; exit 1; }
done
mkdir -p "$dest/scripts" "$dest/apps/api" "$dest/apps/web" "$dest/packages/contract"
cp package.json package-lock.json "$dest/"
cp scripts/serve.sh "$dest/scripts/"
cp apps/api/package.json "$dest/apps/api/"
cp -R apps/api/dist apps/api/drizzle "$dest/apps/api/"
cp apps/web/package.json "$dest/apps/web/"
cp -R apps/web/dist "$dest/apps/web/"
# The contract is bundled into the API; its package.json keeps the workspace whole for npm ci.
cp packages/contract/package.json "$dest/packages/contract/"
cd "$dest"
npm ci --omit=dev --workspace @reparto/api --no-audit --no-fund --loglevel=error
