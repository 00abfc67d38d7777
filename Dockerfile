# The site as a container (README, "Deploying"): Next's standalone output, run by the site's own server.
#   docker build --build-arg CONTENT_API_URL=https://cms.example.com --build-arg SITE_URL=https://www.example.com -t site .
#   docker run -p 3000:3000 -e CONTENT_API_URL=… -e REVALIDATE_SECRET=… [-e REDIS_URL=redis://redis:6379] site
# Pages are prerendered at build time, so the build must reach the content API.

FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY content-api/package.json content-api/
COPY packages/shared/package.json packages/shared/
RUN npm ci

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# Read by `next build`: the backend to prerender from, and the values inlined into the pages.
ARG CONTENT_API_URL
ARG SITE_URL=http://localhost:3000
ARG BRAND_NAME=Talentbridge
ARG RECAPTCHA_SITE_KEY=
ENV NEXT_TELEMETRY_DISABLED=1 \
    CONTENT_API_URL=$CONTENT_API_URL \
    SITE_URL=$SITE_URL \
    BRAND_NAME=$BRAND_NAME \
    RECAPTCHA_SITE_KEY=$RECAPTCHA_SITE_KEY
RUN test -n "$CONTENT_API_URL" || { echo 'Pass --build-arg CONTENT_API_URL=<the backend to prerender from>'; exit 1; }
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM node:24.21.0-bookworm-slim AS run
WORKDIR /app
# The server binds loopback unless told otherwise; in a container, every interface is the point.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The standalone folder holds the server, its traced node_modules and the cache handler; static files and
# the site's own server (security headers) are copied beside it. All of it is root's: a compromised process
# cannot rewrite the code it runs. The node user writes only Next's cache, the page files Next regenerates
# and .data (deploy/runtime-permissions.sh).
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/next-glue ./next-glue
COPY deploy/runtime-permissions.sh /usr/local/bin/runtime-permissions
RUN runtime-permissions node:node /app
USER node
EXPOSE 3000
CMD ["node", "next-glue/server/main.mjs"]
