# syntax=docker/dockerfile:1
# The job board: every brand, one image. Build: docker build -t jobboard .
# Run: see compose.yaml and README "Run in production".

# --- build: dependencies, the 13 brand builds and the site's client and SSR bundles -----------
FROM node:20-bookworm-slim AS build
ENV CI=true
RUN npm install -g pnpm@12.21.0
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY cli/package.json cli/
COPY packages/contracts/package.json packages/contracts/
COPY packages/core/package.json packages/core/
COPY packages/launch/package.json packages/launch/
COPY packages/manifest/package.json packages/manifest/
COPY packages/server/package.json packages/server/
COPY packages/themes/package.json packages/themes/
RUN pnpm install --frozen-lockfile
COPY . .
# Brand builds baked in (.generated/brands): the server refuses a missing or stale build.
RUN pnpm build:site

# --- runtime: the same tree, not root ------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: packages/server/src/config/node-flags.ts (SERVER_PROCESS_ENV).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home-dir /app app \
    && install -d -o app -g app /data
# The server runs its TypeScript sources with tsx (decision 001): the tree as built, read-only
# for the app user; only /data (mail outbox, uploads without S3) is written.
COPY --from=build /app /app
USER app
EXPOSE 3000
# Liveness only: readiness (/readyz) is for the proxy or the orchestrator.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node, not pnpm, as PID 1's child: SIGTERM reaches the server, which drains (SHUTDOWN_TIMEOUT_SECONDS).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "packages/server/src/server.ts"]
