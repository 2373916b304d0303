# syntax=docker/dockerfile:1
# Sheesham: one image for every instance (docs/decisions/027-backup-api-docs-deploy.md).
#   docker build -t sheesham .
#   docker run -p 3000:3000 -e AUTH_SECRET=… -e DATABASE_URL=postgres://… sheesham

# --- build: every workspace's dependencies, the web build (client + SSR) and the server bundle
# (apps/server/dist, decision 042), then production deps only
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# --- run: the built server and web, no compilers (the db/backup commands still run through tsx,
# a production dependency)
FROM node:20-bookworm-slim
# pg_dump / pg_restore for `npm run backup` and `npm run restore` on PostgreSQL. Debian 12 ships
# client 15, which dumps servers up to 15 (compose.yaml runs postgres:15); for a newer server,
# install its client and point PG_BIN_DIR at it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The code stays root's and read-only; the server runs as `node` and writes only DATA_DIR
# (local secrets, local media, and the embedded database when DATABASE_URL is unset).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = database, Redis, storage and migrations (/api/health/ready): a load balancer and
# `docker compose` only send traffic to an instance that can serve it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/apps/server
# node itself is PID 1's child under `init: true` (compose) and gets SIGTERM for the graceful stop.
# The flags are npm start's (apps/server/scripts/build-server.ts, SERVER_NODE_FLAGS, says why).
CMD ["node", "--enable-source-maps", "--max-old-space-size=512", "--max-semi-space-size=4", "dist/server.js"]
