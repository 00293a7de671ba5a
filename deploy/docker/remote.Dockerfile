# syntax=docker/dockerfile:1
# One image per remote, the origin behind the CDN (or skip the image and publish the same folder to object
# storage: see docs/operations.md). It runs the server npm start's remotes run (deploy/docker/remote-server.mjs),
# so the image sends what the tests check: CORS for the shop's origins only, the cache rules, the build's brotli
# copies. Each build is served under its own version path, so old and new releases sit side by side behind the
# CDN and a rollback is a registry switch, not a redeploy.
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=storefront --build-arg VERSION=$VERSION \
#     -t harman/storefront-mfe:$VERSION .
#   docker run -e ALLOWED_ORIGINS=https://harmankahve.com.tr -p 8080:8080 harman/storefront-mfe:$VERSION
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /repo
ENV REDISMS_DISABLE_POSTINSTALL=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN test -n "$REMOTE" && npm ci --no-audit --no-fund && npx nx run-many -t build -p "@harman/${REMOTE}-mfe" --output-style=static

FROM build AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS remote
ARG REMOTE
ARG VERSION
ENV NODE_ENV=production PORT=8080 REMOTE=${REMOTE}
WORKDIR /app
COPY --from=deps /repo/package.json ./
COPY --from=deps /repo/node_modules ./node_modules
COPY --from=build /repo/tools/stack tools/stack
COPY --from=build /repo/deploy/docker/remote-server.mjs deploy/docker/remote-server.mjs
COPY --from=build /repo/apps/${REMOTE}-mfe/dist releases/${REMOTE}/${VERSION}
# `current` names the release this image holds, as the registry's static fallback list expects.
RUN test -n "$VERSION" && ln -s "${VERSION}" "releases/${REMOTE}/current"
USER node
EXPOSE 8080
CMD ["node", "deploy/docker/remote-server.mjs"]
