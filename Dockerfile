# Reparto de Plata's image (docs/deploy.md). One image for any domain: all configuration is read at run
# time (PUBLIC_URL included); nothing about the installation is baked in.

# 1. Build: the web app (Vite) and the API bundle (esbuild), with every dependency.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/build-api.mjs \
  # The folder that runs: built files + production dependencies only (the same script CI runs).
  && sh scripts/production-folder.sh /app

# 2. Run: slim Node 20, pg_dump/pg_restore of PostgreSQL 16 (scheduled backups with DATABASE_URL),
#    a non-root user.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
     > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data /copias && chown node:node /data /copias && chmod 700 /data /copias
COPY --from=build --chown=node:node /app /app
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/copias
# PGlite's folder (when DATABASE_URL is unset) and the scheduled backups.
VOLUME ["/data", "/copias"]
USER node
EXPOSE 3000
# Liveness: the process serves. (Readiness, /api/ready, is for load balancers: docs/deploy.md.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains and exits 0 (ops/apagado.ts); give it SHUTDOWN_TIMEOUT_SECONDS + a little.
STOPSIGNAL SIGTERM
CMD ["sh", "scripts/serve.sh"]
