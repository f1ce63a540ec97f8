# Dozen: one image for every app instance (docker-compose.yml runs two behind nginx).
# Build:  docker build -t dozen .
# Run:    docker run -e DATABASE_URL=… -e REDIS_URL=… -e PUBLIC_URL=https://dozen.example -p 3000:3000 dozen
# Node 24, the current LTS. package.json's engines stays at 20.19, the oldest Node the code runs on.
FROM node:24-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY engine/package.json engine/
COPY server/package.json server/
COPY client/package.json client/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# engine + server (tsc) and the client (vite), then drop what only the build needed.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
# Sources stay beside dist: the server reads its SQL migrations and engine/data word lists at boot.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "server/dist/index.js"]
