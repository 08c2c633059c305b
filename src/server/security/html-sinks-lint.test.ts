/**
 * The lint rule that keeps user text out of HTML parsers. Runs ESLint with the
 * project's own eslint.config.js on snippets, so the test fails if the rule is unplugged.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function sinkErrors(code: string, file = 'src/web/components/map/snippet.tsx') {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'medlink/no-html-sinks');
}

describe('medlink/no-html-sinks', () => {
  it.each([
    ['a Leaflet tooltip from a variable', 'declare const dot: any, name: string;\ndot.bindTooltip(name);\n'],
    ['a Leaflet popup from a template', 'declare const m: any, n: string;\nm.bindPopup(`<b>${n}</b>`);\n'],
    ['setContent from a concatenation', "declare const p: any, n: string;\np.setContent('<i>' + n);\n"],
    ['setTooltipContent from a variable', 'declare const d: any, t: string;\nd.setTooltipContent(t);\n'],
    ['innerHTML from a variable', 'declare const el: HTMLElement, t: string;\nel.innerHTML = t;\n'],
    ['outerHTML from a variable', 'declare const el: HTMLElement, t: string;\nel.outerHTML = t;\n'],
    [
      'insertAdjacentHTML',
      "declare const el: HTMLElement, t: string;\nel.insertAdjacentHTML('beforeend', t);\n",
    ],
    [
      'dangerouslySetInnerHTML',
      'declare const t: string;\nexport const A = () => <div dangerouslySetInnerHTML={{ __html: t }} />;\n',
    ],
  ])('refuses %s', async (_name, code) => {
    expect(await sinkErrors(code)).toHaveLength(1);
  });

  it('accepts constants and text nodes', async () => {
    const code = [
      "import { textElement } from '@web/components/map/text-content';",
      'declare const dot: any, el: HTMLElement, name: string;',
      "dot.bindTooltip('Pickup');",
      'dot.bindTooltip(`Delivery`);',
      'dot.bindTooltip(textElement(name));',
      'dot.setTooltipContent(textElement(name));',
      "el.innerHTML = '';",
      'el.textContent = name;',
      '',
    ].join('\n');
    expect(await sinkErrors(code)).toEqual([]);
  });

  it('the project itself passes the rule', async () => {
    const results = await eslint.lintFiles(['src/web/components/map', 'src/web/features/admin/drivers']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'medlink/no-html-sinks'));
    expect(found).toEqual([]);
  });
});
