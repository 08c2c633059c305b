/**
 * Every (method, url) the built app registers, read from `app.printRoutes()`: the app is built by
 * buildApp before a test could add an onRoute hook, and the printed tree is Fastify's own list.
 */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

// '│   ├── /api/orders (POST, GET, HEAD)': indentation (4 characters a level), segment, methods.
const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/** Parses the tree `printRoutes({ commonPrefix: false })` prints into full paths and methods. */
export function parseRouteTree(printed: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',')) {
      if (method.trim()) routes.push({ method: method.trim(), url });
    }
  }
  return routes.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false }));
}
