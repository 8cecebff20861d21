# syntax=docker/dockerfile:1
# The production image (issue 23 §6): built in one stage, run in a slim one as a non-root user,
# in production mode (the server's default). `compose.yaml` runs it with PostgreSQL, Redis and an
# S3-compatible store. The command and environment below are what api/test/container.test.ts
# runs on the test machine, so the image and the tests cannot drift apart.

FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install --global pnpm@10
# No .git in the build context: the commit the remotes' builds note (`remote:status` shows it)
# comes from here, e.g. `docker build --build-arg SOURCE_COMMIT=$(git rev-parse HEAD) .`
ARG SOURCE_COMMIT
ENV SOURCE_COMMIT=${SOURCE_COMMIT}
COPY . .
RUN pnpm install --frozen-lockfile \
 && node scripts/build.mjs \
 && pnpm --filter @app/api deploy --prod --legacy /deploy/api

FROM node:24-bookworm-slim AS runtime
# pg_dump and pg_restore of compose.yaml's PostgreSQL major version, for the backups the README
# gives (`node api/dist/db-backup.mjs`): Debian's own are older, and pg_dump refuses a newer
# server. postgresql-common brings the PostgreSQL project's apt repository with its key.
ARG PG_MAJOR=17
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    APP_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/amora
WORKDIR /app
# The server's own files only: its bundle and production dependencies, its assets, the shell's
# and the back office's builds, and the remotes' builds (published into the registry at the
# first start).
COPY --from=build /deploy/api /app/api
COPY --from=build /app/api/dist /app/api/dist
COPY --from=build /app/api/assets /app/api/assets
COPY --from=build /app/shell/dist /app/shell/dist
COPY --from=build /app/backoffice/dist /app/backoffice/dist
COPY --from=build /app/data/remotes /var/lib/amora/remotes
COPY --from=build /app/docs/site.example.yaml /app/docs/site.example.yaml
RUN useradd --system --uid 10001 --home-dir /var/lib/amora amora \
 && chown -R amora:amora /var/lib/amora
USER amora
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (no shell in between): a graceful stop.
CMD ["node", "--enable-source-maps", "api/dist/server.mjs"]
