# MedLink: multi-stage image. Build with dev dependencies, run on production ones only.
# docker build -t medlink . && docker run -p 5000:5000 -e DATABASE_URL=postgres://... medlink

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# glibc hands freed blocks of 128 kB and more back to the system (decision 032): PGlite's start-up
# buffers otherwise stay in the process, about 110 MB.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Six misses (90 s) before "unhealthy" cover a first start's migrations and seed; dockerfilelint
# does not know --start-period, which would say the same.
HEALTHCHECK --interval=15s --timeout=5s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain node, no npm in between: SIGTERM reaches the server, which drains and exits 0. The young
# generation is capped (decision 030): V8 sizes it from the machine's memory, not the container's.
# --expose-gc lets PGlite's start free initdb's memory at once (decision 032).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--heap-growing-percent=30", "--expose-gc", "dist/server/main.js"]
