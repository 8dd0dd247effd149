# The production image: build with SWC, run the compiled server. PostgreSQL (and optionally
# EventStoreDB) come from docker-compose.yml; the embedded PostgreSQL is for development only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The server renders notification texts (all five languages) from the app's locale files.
COPY --from=build /app/console/shared/locales ./console/shared/locales
USER node
EXPOSE 3000
CMD ["node", "dist/src/main.js"]
