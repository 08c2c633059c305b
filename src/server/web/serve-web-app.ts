/**
 * The built web app (dist/web) behind the API: its files are public, every client-side route boots
 * the single-page app, and a path that matched nothing answers 404 (JSON for the API however it is
 * spelled, the app's page for a screen).
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const serveWeb = existsSync(`${webRoot}/index.html`);
  // The sign-in page with its heading already in the markup (src/web/build/login-page.ts).
  const loginPage = existsSync(`${webRoot}/login.html`) ? 'login.html' : 'index.html';
  // The web app's files are public: the sign-in page and its scripts load before any session.
  if (serveWeb) {
    await app.registerPublic(async () =>
      app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (src/web/build/precompress.ts).
        preCompressed: true,
        // Source maps are never served, even if a build left some behind.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        // File names under /assets carry their content hash: they never change, so browsers keep them.
        setHeaders: (reply, path) => {
          if (/[\\/]assets[\\/]/.test(path))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'no-cache');
        },
      }),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!looksLikeApi(path) && serveWeb && request.method === 'GET') {
      // Client-side routes (/dashboard, /orders/...) all boot the single-page app; a missing
      // asset (a file name) stays a 404 so a stale script tag fails loudly instead of parsing HTML.
      if (!/\.[a-z0-9]+$/i.test(path))
        return reply.type('text/html').sendFile(path === '/login' ? loginPage : 'index.html');
    }
    return reply.code(404).send({ message: `No route ${request.method} ${path}` });
  });
}

/**
 * Whether a path that matched no route was meant for the API, however it is spelled (`/API/x`,
 * `/%61pi/x`, `/%2561pi/x`): it answers a JSON 404, never the web app's page with a 200.
 */
function looksLikeApi(path: string): boolean {
  let decoded = path;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  return /^\/+(api|ws)(\/|$)/i.test(decoded);
}
