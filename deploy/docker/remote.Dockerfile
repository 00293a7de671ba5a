# syntax=docker/dockerfile:1
# One static image per remote, the origin behind the CDN (or skip the image and publish the same folder to
# object storage: see docs/operations.md). Each build is served under its own version path, so old and new
# releases sit side by side and a rollback is a registry switch, not a redeploy.
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=storefront --build-arg VERSION=$VERSION \
#     -t harman/storefront-mfe:$VERSION .
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /repo
ENV REDISMS_DISABLE_POSTINSTALL=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN test -n "$REMOTE" && npm ci --no-audit --no-fund && npx nx run-many -t build -p "@harman/${REMOTE}-mfe" --output-style=static

FROM ${NGINX_IMAGE} AS remote
ARG REMOTE
ARG VERSION
COPY deploy/docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/${REMOTE}-mfe/dist /usr/share/nginx/html/${VERSION}
# nginx-unprivileged runs as uid 101 and listens on 8080.
USER 101
EXPOSE 8080
