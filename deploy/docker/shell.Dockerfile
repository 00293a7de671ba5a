# syntax=docker/dockerfile:1
# The shell: its production build and the small Node server that writes each page's status, language and head
# (tools/stack/static-servers.mjs), serves /remotes.json and proxies /api to the api Service.
#   docker build -f deploy/docker/shell.Dockerfile -t harman/shell:$VERSION .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV REDISMS_DISABLE_POSTINSTALL=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build -p @harman/shell --output-style=static

FROM build AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS shell
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=deps /repo/package.json ./
COPY --from=deps /repo/node_modules ./node_modules
COPY --from=build /repo/apps/shell/dist apps/shell/dist
COPY --from=build /repo/tools/stack tools/stack
COPY --from=build /repo/deploy/docker/shell-server.mjs deploy/docker/shell-server.mjs
USER node
EXPOSE 8080
CMD ["node", "deploy/docker/shell-server.mjs"]
