/**
 * The US ZIP records of the `zipcodes` package, read as data instead of required as code. Its
 * lib/codes.js is two assignments of JSON literals on two lines (`exports.codes = {...};`, then
 * `exports.stateMap`), 4.7 MB. require() compiles that as JavaScript: 0.55 s, and about 80 MB
 * more resident, 55 MB of it the compiler's working memory, which the C allocator keeps after
 * it is freed; the package then holds every record (Canada's too) for the life of the process.
 * JSON.parse of the first line: 0.16 s and 26 MB, and nothing stays but what the gazetteer builds
 * (decision 032). Should an upgrade change the file's layout, the package's own export is the
 * fallback: heavier, never wrong (zip-records.test.ts notices the change).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type zipcodesPackage from 'zipcodes';
import type { ZipRecord } from 'zipcodes';

const PREFIX = 'exports.codes = ';

/** The records of the data file's first line, or undefined when the file is not laid out so. */
export function parseCodesFile(text: string): Record<string, ZipRecord> | undefined {
  const end = text.indexOf('\n');
  const line = (end < 0 ? text : text.slice(0, end)).trimEnd();
  if (!line.startsWith(PREFIX) || !line.endsWith(';')) return undefined;
  try {
    return JSON.parse(line.slice(PREFIX.length, -1)) as Record<string, ZipRecord>;
  } catch {
    return undefined;
  }
}

/** Every US record with a usable point. */
export function loadZipRecords(): ZipRecord[] {
  const require = createRequire(import.meta.url);
  const codes =
    parseCodesFile(readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8')) ??
    (require('zipcodes') as typeof zipcodesPackage).codes;
  return Object.values(codes).filter(
    (r) => r.country === 'US' && Number.isFinite(r.latitude) && Number.isFinite(r.longitude),
  );
}
