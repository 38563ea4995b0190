# syntax=docker/dockerfile:1
# The site as one image: the API serving the built web app. Run several containers of it behind a load
# balancer on PostgreSQL, Redis, S3-compatible storage and an SMTP relay (docs/deploy.md, compose.yaml).
# e2e/tests/scale-out.spec.ts runs the same steps as processes and checks this file against them.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: every dependency, then the web app (prerendered, precompressed) and the API bundle
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# `npm ci` refuses a lockfile that lacks a platform package the registry did not offer when it was written
# (Biome's builds for other systems); `npm install` then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# The prerendered pages are compressed at build for this address (`--build-arg PUBLIC_URL=https://…`), so the
# server sends them as they are; built without it, the server compresses its own in the background.
ARG PUBLIC_URL
RUN npm run build

# ---- runtime: the API's production dependencies from the lockfile, the build output, no sources
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN (npm ci --omit=dev --workspace @cq/api --no-audit --no-fund \
    || npm install --omit=dev --workspace @cq/api --no-audit --no-fund) \
  && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds temporary upload parts (and the embedded database when DATABASE_URL is not set).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "--wasm-tiering-budget=1000000000", "apps/api/dist/server.js"]
