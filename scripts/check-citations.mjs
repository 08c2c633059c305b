/**
 * Fails when a comment cites something a reader of this repository cannot open: a numbered section
 * of the product spec ("spec 7", "spec section 9") or a rule of the design note ("DESIGN rule 5",
 * "DESIGN.md"), both kept outside the repository. A comment says the rule itself instead, or names
 * an architecture rule of docs/ARCHITECTURE.md. Also fails when "decision NNN" names no file in
 * docs/decisions/, and when code names the issue or review finding it came from: a comment says
 * why the code is as it is; where it came from is git history's (applied migrations are history
 * and stay as they ran). Run by `npm run lint`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'e2e', 'bench', 'scripts', 'eslint-rules'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|sql|md|css|html)$/;
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

// Built from parts so this file does not match itself.
const OUTSIDE = [
  new RegExp('\\b' + 'spec(?:s|\\s+sections?)?\\s*(?:§\\s*)?\\d', 'i'),
  new RegExp('\\b' + 'DESIGN' + '(?:\\s+rules?\\b|\\.md\\b)'),
];
const PROVENANCE = new RegExp('\\b' + '(?:issue|finding)s?\\s+#?\\d+', 'i');
const HISTORY = /^(?:src\/server\/db\/migrations\/|bench\/.*\.md$|bench\/results\/)/;
const DECISION = /\bdecisions?\s+(\d{3}(?:(?:,\s*|\s+and\s+)\d{3})*)/gi;

const decisions = new Set(
  readdirSync(join(ROOT, 'docs/decisions'))
    .map((name) => name.match(/^(\d{3})-/)?.[1])
    .filter(Boolean),
);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

const problems = [];
// The tree's own configuration files, beside the folders.
const ROOT_FILES = readdirSync(ROOT)
  .filter((name) => EXTENSIONS.test(name) && !name.endsWith('.md'))
  .map((name) => join(ROOT, name));
for (const folder of [...FOLDERS, null]) {
  for (const path of folder ? files(join(ROOT, folder)) : ROOT_FILES) {
    const file = relative(ROOT, path);
    if (file === SELF) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const where = `${file}:${index + 1}`;
        for (const pattern of OUTSIDE) {
          const hit = line.match(pattern);
          if (hit) problems.push(`${where}: cites "${hit[0]}", which is outside the repository`);
        }
        const provenance = HISTORY.test(file) ? null : line.match(PROVENANCE);
        if (provenance) problems.push(`${where}: names "${provenance[0]}"; say why, not where from`);
        for (const [, numbers] of line.matchAll(DECISION)) {
          for (const number of numbers.match(/\d{3}/g)) {
            if (!decisions.has(number))
              problems.push(`${where}: decision ${number} is not in docs/decisions/`);
          }
        }
      });
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} citation(s) a reader cannot follow: say the rule itself, or cite ` +
      'docs/ARCHITECTURE.md or docs/decisions/.',
  );
  process.exit(1);
}
console.log('citations: every cited spec rule is spelled out, every cited decision exists');
