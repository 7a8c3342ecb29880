# Screenroom container image: the built app, Node 22, ffmpeg, pocketsphinx and its English model,
# so spoken answers work out of the box. Data (embedded PostgreSQL, files, outbox) lives in /data.
#
#   docker build -t screenroom .
#   docker run -p 3000:3000 -v screenroom-data:/data screenroom
#
# BASE_IMAGE must be a Debian bookworm image with Node 22 and npm on PATH (the official
# node:22-bookworm-slim by default); `npm run test:image` builds one from Debian's packages and
# the npm registry where no image registry is reachable.
ARG BASE_IMAGE=node:22-bookworm-slim

FROM ${BASE_IMAGE} AS build
# Where the build reaches the npm registry through a proxy with its own certificate authority,
# pass its bundle (mounted at build time, never copied into the image).
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund --loglevel=error

FROM ${BASE_IMAGE} AS runtime
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
     ffmpeg pocketsphinx pocketsphinx-en-us ca-certificates tini \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 10001 screenroom \
  && useradd --system --uid 10001 --gid screenroom --home-dir /app --shell /usr/sbin/nologin screenroom \
  && mkdir -p /data && chown screenroom:screenroom /data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src ./src
COPY --from=build /app/tsconfig.json ./
# Every setting is read from the environment (README lists them); these are the image's defaults.
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    ROLE=all \
    NPM_CONFIG_UPDATE_NOTIFIER=false
VOLUME ["/data"]
EXPOSE 3000
USER screenroom
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/server/main.js"]
