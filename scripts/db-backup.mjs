#!/usr/bin/env node
/** `npm run db:backup` and `npm run db:restore`: the compiled backup command (built first if needed). */
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(`db:${process.argv[2] ?? 'backup'}`);
await import(new URL('../dist/server/backup.js', import.meta.url).href);
