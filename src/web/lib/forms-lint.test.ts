/**
 * The lint rule that keeps every form on the worded resolver. Runs ESLint with the project's own
 * eslint.config.js on snippets, so the test fails if the rule is unplugged or its files narrowed.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function resolverErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'medlink/forms-use-worded-resolver');
}

// The first lint loads the project's config and its plugins: slow on a busy machine.
describe('medlink/forms-use-worded-resolver', { timeout: 180_000 }, () => {
  it.each([
    [
      'zodResolver in a form component',
      "import { zodResolver } from '@hookform/resolvers/zod';\nexport const r = zodResolver;\n",
      'src/web/features/invoices/Snippet.tsx',
    ],
    [
      'zodResolver in a module beside a form',
      "import { zodResolver } from '@hookform/resolvers/zod';\nexport const r = zodResolver;\n",
      'src/web/features/client-dashboard/snippet-resolver.ts',
    ],
    [
      'a resolver loaded on demand',
      "export const later = () => import('@hookform/resolvers/zod');\n",
      'src/web/features/client-dashboard/snippet-check.ts',
    ],
    [
      'a resolver handed on',
      "export { zodResolver } from '@hookform/resolvers/zod';\n",
      'src/web/lib/snippet.ts',
    ],
    [
      "another library's resolver",
      "import { valibotResolver } from '@hookform/resolvers/valibot';\nexport const r = valibotResolver;\n",
      'src/web/features/rates/Snippet.tsx',
    ],
  ])('refuses %s', async (_name, code, file) => {
    expect(await resolverErrors(code, file)).toHaveLength(1);
  });

  it('accepts the worded resolver and the helpers a resolver is built with', async () => {
    const code = [
      "import { toNestErrors } from '@hookform/resolvers';",
      "import { useWordedResolver, wordedResolver } from '@web/lib/forms';",
      'export const used = [toNestErrors, useWordedResolver, wordedResolver];',
      '',
    ].join('\n');
    expect(await resolverErrors(code, 'src/web/features/invoices/Snippet.tsx')).toEqual([]);
  });

  it('the forms and their checks pass the rule', async () => {
    const results = await eslint.lintFiles([
      'src/web/lib/forms.ts',
      'src/web/features/client-dashboard/order-form-*.ts',
      'src/web/features/auth/deferred.ts',
      'src/web/features/invoices',
    ]);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'medlink/forms-use-worded-resolver'),
    );
    expect(found).toEqual([]);
  });
});
