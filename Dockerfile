# The server with the app it serves, for deploy/compose.yaml or any container platform.
# docker build -t wishwell . ; then see docs/deploy.md for the environment.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The migrations, applied at start (one process at a time, under an advisory lock).
COPY --from=build /app/server/drizzle ./server/drizzle
RUN mkdir -p /data /uploads && chown node:node /data /uploads
USER node
ENV DATA_DIR=/data
EXPOSE 5000
CMD ["node", "dist/server/server.mjs"]
