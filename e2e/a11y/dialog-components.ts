/** Which components render a dialog, read from the source, so the dialog walk cannot miss a new one. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The components under src/web/features and src/web/app that render a dialog. */
export function dialogComponents(): string[] {
  const root = new URL('../../src/web/', import.meta.url).pathname;
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        if (/<(Alert)?DialogContent\b/.test(readFileSync(path, 'utf8'))) found.push(basename(path, '.tsx'));
      }
    }
  };
  for (const dir of ['features', 'app']) walk(join(root, dir));
  return found.sort();
}
