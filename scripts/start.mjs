#!/usr/bin/env node
/**
 * `npm start`: serve the built app. Builds first only when the build is missing or older than
 * the sources (a fresh clone, or sources changed since); otherwise starts at once. An image or
 * a `npm ci --omit=dev` install ships dist/ without src/, so there is nothing to compare and
 * nothing (no tsx, no vite) is needed at run time.
 */
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded('npm start');
// In this process, so SIGTERM from npm, a container or a supervisor reaches the server directly.
process.setSourceMapsEnabled?.(true);
await import(new URL('../dist/server/main.js', import.meta.url).href);
