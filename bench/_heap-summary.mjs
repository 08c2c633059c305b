/**
 * A helper: the largest holders in a V8 heap snapshot, by self size, grouped by node type and
 * constructor or (for code and strings) by kind, plus the biggest single strings and the scripts'
 * source text by file. `node bench/_heap-summary.mjs file.heapsnapshot [rows]`.
 */
import { readFileSync } from 'node:fs';

const [file, limit = '25'] = process.argv.slice(2);
const snapshot = JSON.parse(readFileSync(file, 'utf8'));
const {
  node_fields: fields,
  node_types: [types],
} = snapshot.snapshot.meta;
const width = fields.length;
const at = (name) => fields.indexOf(name);
const [TYPE, NAME, SIZE] = [at('type'), at('name'), at('self_size')];
const nodes = snapshot.nodes;
const strings = snapshot.strings;
const groups = new Map();
const bigStrings = [];
let total = 0;
for (let i = 0; i < nodes.length; i += width) {
  const type = types[nodes[i + TYPE]];
  const name = strings[nodes[i + NAME]];
  const size = nodes[i + SIZE];
  total += size;
  const key =
    type === 'object' || type === 'closure'
      ? `${type} ${name}`
      : type === 'string' || type === 'concatenated string' || type === 'sliced string'
        ? 'strings'
        : `${type} ${type === 'code' || type === 'hidden' || type === 'array' ? name.slice(0, 40) : ''}`;
  const group = groups.get(key) ?? { count: 0, size: 0 };
  group.count++;
  group.size += size;
  groups.set(key, group);
  if (type === 'string' && size > 100_000) bigStrings.push([size, name.slice(0, 90).replace(/\s+/g, ' ')]);
}
const mb = (v) => (v / 1_048_576).toFixed(1);
console.log(`${file}: ${mb(total)} MB in ${nodes.length / width} nodes`);
for (const [key, g] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, Number(limit))) {
  console.log(`${mb(g.size).padStart(7)} MB ${String(g.count).padStart(9)}  ${key}`);
}
console.log('strings over 100 kB:');
for (const [size, text] of bigStrings.sort((a, b) => b[0] - a[0]).slice(0, 15))
  console.log(`${mb(size).padStart(7)} MB  ${text}`);
