/**
 * The matrix rows of the routes no server module registers, so no module's authz-rows.ts can hold
 * them: app.ts serves the web app's files and the API documentation, and the realtime plugin the
 * live socket. A route a module registers has its row in that module's folder (authz-row-owners.test.ts).
 */
import { everyone, ownAccount } from './objects';
import type { Row } from './types';

/** The web app's files are one row: fastify-static registers a route per file of the build. */
export const WEB_FILE_ROUTE = 'GET /{file of the web build}';

export const APP_ROWS: readonly Row[] = [
  // Public: the web app and the API documentation.
  { route: WEB_FILE_ROUTE, ...everyone(200), build: () => ({ url: '/index.html' }) },
  { route: 'GET /api/docs', ...everyone(200) },
  { route: 'GET /api/docs/', ...everyone(200) },
  { route: 'GET /api/docs/*', ...everyone(200), build: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  { route: 'GET /api/docs/json', ...everyone(200) },
  { route: 'GET /api/docs/yaml', ...everyone(200) },
  { route: 'GET /api/docs/static/index.html', ...everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', ...everyone(200) },
  // A plain GET of the socket path; the upgrade itself is tested in realtime/realtime.test.ts.
  { route: 'GET /ws', ...ownAccount(404) },
];
