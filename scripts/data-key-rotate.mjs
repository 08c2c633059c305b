#!/usr/bin/env node
/** `npm run data-key:rotate`: the compiled rotation command (built first if needed). */
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded('data-key:rotate');
await import(new URL('../dist/server/data-key-rotate.js', import.meta.url).href);
