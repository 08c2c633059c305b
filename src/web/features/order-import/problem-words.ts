/**
 * A refused import's problem in the reader's language, from the catalogue by its code
 * (`orderImport.issue.<CODE>`, filled by the answer's values). A cell the booking schema refused
 * keeps the schema's English sentence (the booking form's own words, naming the rule) and reads
 * the validator's issue in Spanish; so does an address the map could not place. A code this build
 * does not know yet shows the server's sentence.
 */
import { IMPORT_PROBLEM_CODES, type ImportProblemCode } from '@domain/order-import';
import type { Language } from '@domain/languages';
import type { MessageKey, Translate } from '@web/i18n';
import { VALIDATION_ISSUES } from '@web/i18n/error-words';
import type { ShownProblem } from './upload-import';

const CODES = new Set<string>(IMPORT_PROBLEM_CODES);
/** Worded by the server's sentence in English: the schema's rule, the map's refusal. */
const SERVER_WORDED = new Set<ImportProblemCode>(['INVALID_VALUE', 'ADDRESS_REFUSED']);

const ISSUES = new Set<string>(VALIDATION_ISSUES);

export function problemText(problem: ShownProblem, t: Translate, language: Language): string {
  const code = problem.code;
  if (!code || !CODES.has(code)) return problem.message;
  const known = code as ImportProblemCode;
  if (SERVER_WORDED.has(known) && language === 'en') return problem.message;
  if (known === 'INVALID_VALUE') {
    const issue = String(problem.values.issue ?? 'custom');
    const key = (ISSUES.has(issue) ? `validation.${issue}` : 'validation.custom') as MessageKey;
    return t(key, {
      origin: problem.values.origin ?? 'other',
      limit: problem.values.limit ?? 0,
      format: problem.values.format ?? 'other',
    });
  }
  return t(`orderImport.issue.${known}`, problem.values);
}
