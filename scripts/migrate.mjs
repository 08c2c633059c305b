#!/usr/bin/env node
/** `npm run db:migrate`: the compiled migration command (built first if needed). */
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded('db:migrate');
await import(new URL('../dist/server/migrate.js', import.meta.url).href);
