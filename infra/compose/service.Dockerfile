# One image recipe for every Tenon service; the build arg SERVICE names the folder under services/.
#   docker build -f infra/compose/service.Dockerfile --build-arg SERVICE=masterplan .
# The gateway image also builds the shell and the five remotes, which it serves on 8080.
FROM node:20-bookworm-slim AS build
ARG SERVICE
WORKDIR /app
COPY . .
RUN test -n "$SERVICE" && test -d "services/$SERVICE" \
 && npm ci --no-audit --no-fund \
 && npx tsc -b "services/$SERVICE" \
 && if [ "$SERVICE" = "gateway" ]; then \
      npm run build -w shell -w mfe-masterplan -w mfe-lookahead -w mfe-weekly -w mfe-takt -w mfe-analytics; \
    fi \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ARG SERVICE
# Debian packages a service needs at run time (e.g. "chromium fonts-liberation" for server-side PDFs).
ARG EXTRA_APT_PACKAGES=""
RUN if [ -n "$EXTRA_APT_PACKAGES" ]; then \
      apt-get update && apt-get install -y --no-install-recommends $EXTRA_APT_PACKAGES && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production SERVICE=${SERVICE} KAFKAJS_NO_PARTITIONER_WARNING=1
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
CMD ["sh", "-c", "exec node services/$SERVICE/dist/main.js"]
