/**
 * A failed call in the reader's language. In English the server's own sentence is shown: it is
 * already the reader's language and names what was wrong. In Spanish the answer's stable code picks
 * the catalogue's sentence (`error.<CODE>`); the server's sentence is shown only for a code this
 * build does not know yet. A refused field is worded by the schema validator's issue code
 * (`validation.<issue>`) in Spanish when the answer names one (the client's own checks do), else
 * by the answer's code; in English the server's words are kept.
 */
import type { Language } from '@domain/languages';
import { errorAnswer, firstPerField } from '@web/lib/api';
import type { FieldProblem } from '@web/lib/error-answer';
import type { MessageKey } from './catalogue/en';
import { issueKey } from './issue-words';

export { VALIDATION_ISSUES } from './issue-words';

// The catalogue's translate function, as use-messages.ts hands it in (declared here: that module imports this one).
type MessageValues = Record<string, string | number | Date | null | undefined>;
type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The details an answer carries that a sentence may name ({labels}, {status}...): text and numbers. */
function valuesOf(details: Readonly<Record<string, unknown>>): MessageValues {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
      values[name] = value.join(', ');
  }
  return values;
}

export function errorWords(t: Translate, language: Language) {
  /** The sentence for a failed call: the code's, else the server's, else the screen's fallback. */
  const errorText = (error: unknown, fallback: MessageKey): string => {
    const answer = errorAnswer(error);
    // In English the server's sentence is already the reader's and often the more precise one (it
    // names the label, the proof, the field); other languages get the code's words.
    if (language === 'en' && answer.message) return answer.message;
    if (answer.code) return t(`error.${answer.code}`, valuesOf(answer.details));
    return answer.message ?? t(fallback);
  };

  /** One refused field in the reader's words. */
  const fieldText = (problem: FieldProblem, error: unknown): string => {
    if (language === 'en') return problem.message;
    if (problem.issue) {
      return t(issueKey(problem.issue), {
        origin: problem.origin ?? 'other',
        limit: problem.limit ?? 0,
        format: problem.format ?? 'other',
      });
    }
    // A field the server refused by its own rule (a sign-up link, an invitation): the code's words.
    const code = errorAnswer(error).code;
    return code && code !== 'VALIDATION_FAILED' ? t(`error.${code}`) : t('validation.custom');
  };

  return {
    errorText,
    /** Every refused field with its whole dotted path, worded for the reader. */
    fieldErrorList: (error: unknown): { path: string; message: string }[] =>
      errorAnswer(error).errors.map((problem) => ({
        path: problem.path,
        message: fieldText(problem, error),
      })),
    /** The first refused field of each name (the path's first segment), worded for the reader. */
    fieldErrors: (error: unknown): Record<string, string> =>
      firstPerField(errorAnswer(error).errors, (problem) => fieldText(problem, error)),
  };
}
