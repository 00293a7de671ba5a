# syntax=docker/dockerfile:1
# The api's build, as two images from one file (the same code, scaled apart):
#   docker build -f deploy/docker/api.Dockerfile --target api    -t harman/api:$VERSION .
#   docker build -f deploy/docker/api.Dockerfile --target worker -t harman/worker:$VERSION .
# The api image also runs the migration Job (node apps/api/dist/database/migrate.js).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json, so npm ci sees the same workspace tree as the lock file.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/shell/package.json apps/shell/
COPY apps/storefront-mfe/package.json apps/storefront-mfe/
COPY apps/account-mfe/package.json apps/account-mfe/
COPY apps/admin-mfe/package.json apps/admin-mfe/
COPY apps/e2e/package.json apps/e2e/
COPY libs/api-client/package.json libs/api-client/
COPY libs/auth/package.json libs/auth/
COPY libs/cart/package.json libs/cart/
COPY libs/contracts/package.json libs/contracts/
COPY libs/i18n/package.json libs/i18n/
COPY libs/platform/package.json libs/platform/
COPY libs/ui/package.json libs/ui/

FROM manifests AS build
ENV REDISMS_DISABLE_POSTINSTALL=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p @harman/contracts @harman/api --output-style=static

# Production dependencies only: no compiler, test runner or bundler in the image.
FROM manifests AS deps
ENV REDISMS_DISABLE_POSTINSTALL=1
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production LOG_FORMAT=json
WORKDIR /app
COPY --from=deps /repo/package.json ./
COPY --from=deps /repo/node_modules ./node_modules
COPY --from=build /repo/libs/contracts/package.json libs/contracts/
COPY --from=build /repo/libs/contracts/dist libs/contracts/dist
COPY --from=build /repo/apps/api/package.json apps/api/
COPY --from=build /repo/apps/api/dist apps/api/dist
COPY --from=build /repo/apps/api/assets apps/api/assets
# The image's files belong to root and cannot be changed by the process; it runs as the unprivileged `node`.
USER node

FROM runtime AS worker
CMD ["node", "apps/api/dist/worker.js"]

FROM runtime AS api
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
