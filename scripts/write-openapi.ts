/**
 * Writes the API's OpenAPI document, built from the app without a database or a port, to the file
 * named on the command line: `npm run lint:openapi` then runs redocly lint on it (redocly.yaml).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from '../src/server/openapi/document';

const target = process.argv[2];
if (!target) throw new Error('usage: node --import tsx scripts/write-openapi.ts <file.json>');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
