# The Kwento site on Node 24. The same image runs the job worker (`node scripts/worker.ts`) and the
# CLI commands (`node scripts/db-backup.ts`, `node scripts/admin-create.ts …`); see README.
#   docker build --build-arg SITE_URL=https://kwento.example -t kwento .

FROM node:24-slim AS build
WORKDIR /app
# Written into the prerendered pages, sitemap and RSS: the build is for one public address.
ARG SITE_URL=http://localhost:4321
ENV SITE_URL=$SITE_URL
COPY package.json package-lock.json ./
# npm ci runs the postinstall script, which compacts drizzle-orm's exports (ADR 057).
COPY scripts/compact-package-exports.ts ./scripts/
COPY build/package-exports.ts ./build/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
WORKDIR /app
ARG SITE_URL=http://localhost:4321
ENV SITE_URL=$SITE_URL HOST=0.0.0.0 PORT=4321 DATA_DIR=/app/data
COPY --from=build --chown=root:root /app /app
# The app's files stay root-owned and read-only to it; only DATA_DIR (embedded database when
# DATABASE_URL is unset, generated auth secret, backups) is writable by the `node` user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.ts"]
