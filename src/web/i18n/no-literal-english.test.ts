/**
 * The translated screens (the driver app, the recipient's page, rate cards and pay rules, standing orders) say nothing in English that is
 * not in the catalogue: a lint-like pass over their source that flags JSX text with words in it,
 * and string literals that read as a sentence (two or more words), outside the places where
 * English is code (class names, test ids, URLs, imports). The few deliberate exceptions are listed
 * with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const TRANSLATED = [
  'src/web/features/driver',
  'src/web/features/public-tracking',
  'src/web/features/rates',
  'src/web/features/audit',
  'src/web/features/messages',
  'src/web/features/ratings',
  'src/web/features/client-dashboard',
  'src/web/features/checkout',
  'src/web/features/tracking',
  'src/web/features/orders',
  'src/web/components/order',
  'src/web/lib/orders',
  'src/web/features/standing-orders',
  'src/web/app/layout',
  'src/web/features/not-found',
  'src/web/features/splash',
  'src/web/features/welcome',
  'src/web/features/notifications',
  'src/web/features/organization',
  'src/web/features/driver-earnings',
  'src/web/features/address-book',
  'src/web/features/receiving',
  'src/web/features/custody',
  'src/web/features/invoices',
  'src/web/features/auth',
  'src/web/features/security',
  'src/web/features/order-import',
  'src/web/components/medical',
  'src/web/components/map',
  'src/web/components/ui',
];

/** Sentences that stay as they are, and why. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // The brand is written the same in every language.
  MedLink: 'brand',
  // The logo writes the brand in two colours.
  Med: 'brand',
  Link: 'brand',
  // The piece-label placeholder is the label's own format, not words.
  'ML-0000-1-XXXXXX': 'label format',
  // Outbox entries keep the step they were queued for in English; they are data sent to the
  // server, and the screens word them from the catalogue.
  Decline: 'outbox record, not shown',
  // The custody certificate's hashing rule names the entry's JSON fields: code, in every language.
  '{ orderId, seq, kind, at, actor, position, content, prevHash }': 'hashed fields, code',
  prev: 'hashed field name, code',
  prevHash: 'hashed field name, code',
  hash: 'hashed field name, code',
  // File formats are named the same in every language.
  // A browser's product name, shown to tell one's sessions apart: the same in every language.
  'Headless Chrome': 'product name',
  PDF: 'file format',
  CSV: 'file format',
};

/** Attributes whose values are code, never read by a person. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'href',
  'rel',
  'target',
  'type',
  'accept',
  'capture',
  'autoComplete',
  'autoCapitalize',
  'pattern',
  'name',
  'value',
  'id',
  'role',
  'inputMode',
  'lang',
  'key',
  'variant',
  'size',
]);

/** Calls whose string arguments are code: class names, keys of the catalogue, queries. */
const CODE_CALLS = new Set([
  'cn',
  'cva',
  't',
  'useQuery',
  'apiParse',
  'apiJson',
  'submit',
  'Error',
  // Developer logs, never on screen.
  'error',
  'warn',
  'debug',
  'log',
]);

/**
 * Files in the translated folders that are not part of the translated screens: the share button
 * and the discrepancies panel sit on dispatch's pages (the dispatch console stays English); the
 * order fixture is test data;
 * the orders CSV's column names are the file format the import reads back, not words on a screen.
 */
const OTHER_SCREENS = new Set([
  // The offline basemap's city names: proper names, written the same in every language.
  'src/web/components/map/basemap.ts',
  'src/web/features/public-tracking/ShareTrackingButton.tsx',
  'src/web/features/orders/order-fixture.ts',
  'src/web/features/orders/orders-csv.ts',
  // Dispatch's open discrepancies, on its console, beside the desk's code that opens them.
  'src/web/features/receiving/DiscrepanciesPanel.tsx',
]);

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Reads as words: two or more tokens of letters, or one capitalised word in visible JSX text. */
const WORD = /^[A-Za-zÀ-ÿ][a-zà-ÿ’']*[.,:;!?…]?$/;
const isSentence = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((token) => WORD.test(token)).length >= 2;

function inCodeContext(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if (ts.isJsxAttribute(at)) {
      const name = at.name.getText();
      return CODE_ATTRIBUTES.has(name) || name.startsWith('data-');
    }
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText().split('.').pop() ?? '';
      if (CODE_CALLS.has(callee)) return true;
    }
    if (ts.isPropertyAssignment(at) && /className|queryKey|url|method|kind/.test(at.name.getText()))
      return true;
    if (ts.isTypeNode(at)) return true;
  }
  return false;
}

function literalEnglish(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (trimmed in EXCEPTIONS) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${relative(ROOT, join(ROOT, path))}:${line}: ${trimmed}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) report(node, node.text);
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      isSentence(node.text) &&
      !inCodeContext(node)
    )
      report(node, node.text);
    else if (ts.isTemplateExpression(node) && !inCodeContext(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (isSentence(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('translated screens', () => {
  it('render no literal English sentence outside the catalogue', () => {
    const found = TRANSLATED.flatMap(files)
      .filter((path) => !OTHER_SCREENS.has(path))
      .flatMap(literalEnglish);
    expect(found).toEqual([]);
  });

  it('would catch one: the check is not blind', () => {
    const probe = ts.createSourceFile(
      'probe.tsx',
      'const a = <p>Waiting for a driver</p>;',
      ts.ScriptTarget.Latest,
      true,
    );
    let texts = 0;
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) texts += 1;
      ts.forEachChild(node, visit);
    };
    visit(probe);
    expect(texts).toBe(1);
    expect(isSentence('Please try again.')).toBe(true);
    expect(isSentence('h-12 w-full')).toBe(false);
  });
});
