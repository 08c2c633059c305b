/**
 * A schema issue in the reader's words, from the catalogue. A general issue is worded by its code
 * and what it measured (`validation.too_small` with the origin and the limit, `validation.
 * invalid_format` with the format), never by the schema's own sentence, which is English. A rule
 * of the domain's own (a refinement such as "a phone number") names itself on its issue with
 * `params: { rule }`, and is worded by `validation.rule.<rule>`. A rule that names no id yet keeps
 * the schema's sentence in English (it is the precise one) and reads as the general issue in any
 * other language, so no English reaches a Spanish reader.
 */
import type { z } from 'zod';
import type { Language } from '@domain/languages';
import { EN, type MessageKey } from './catalogue/en';

// The catalogue's translate function, as use-messages.ts hands it in (declared here: that module imports this one).
type MessageValues = Record<string, string | number | Date | null | undefined>;
type Translate = (key: MessageKey, values?: MessageValues) => string;

export type SchemaIssue = z.core.$ZodIssue;
type IssueCode = SchemaIssue['code'];

/** Every issue the validator may name; a record, so a code added to zod fails the typecheck here. */
const ISSUE_KEYS: Readonly<Record<IssueCode, MessageKey>> = {
  invalid_type: 'validation.invalid_type',
  too_big: 'validation.too_big',
  too_small: 'validation.too_small',
  invalid_format: 'validation.invalid_format',
  not_multiple_of: 'validation.not_multiple_of',
  unrecognized_keys: 'validation.unrecognized_keys',
  invalid_union: 'validation.invalid_union',
  invalid_key: 'validation.invalid_key',
  invalid_element: 'validation.invalid_element',
  invalid_value: 'validation.invalid_value',
  custom: 'validation.custom',
};

export const VALIDATION_ISSUES = Object.keys(ISSUE_KEYS) as IssueCode[];

export const issueKey = (issue: string | null): MessageKey =>
  issue && Object.hasOwn(ISSUE_KEYS, issue) ? ISSUE_KEYS[issue as IssueCode] : 'validation.custom';

/** The catalogue key of a domain rule's id, when the catalogue words that rule. */
function ruleKey(issue: SchemaIssue): MessageKey | null {
  if (issue.code !== 'custom') return null;
  const rule: unknown = issue.params?.rule;
  if (typeof rule !== 'string') return null;
  const key = `validation.rule.${rule}`;
  return Object.hasOwn(EN, key) ? (key as MessageKey) : null;
}

const limitOf = (value: number | bigint | undefined): number => (value === undefined ? 0 : Number(value));

/**
 * A field whose refusal the product words itself (the spec's own sentences, such as "Pickup
 * address is required"): `validation.field.<field>.required` for a value left out, and
 * `.too_short` for text under its minimum, when the catalogue has that key.
 */
function fieldKey(issue: SchemaIssue): MessageKey | null {
  const field = issue.path.at(-1);
  if (typeof field !== 'string') return null;
  const missing =
    (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) ||
    (issue.code === 'too_small' && issue.origin === 'string' && limitOf(issue.minimum) === 1);
  const short = issue.code === 'too_small' && issue.origin === 'string' && limitOf(issue.minimum) > 1;
  const kind = missing ? 'required' : short ? 'too_short' : null;
  const key = kind && `validation.field.${field}.${kind}`;
  return key && Object.hasOwn(EN, key) ? (key as MessageKey) : null;
}

/** The issue the person would fix first in a union: the closest branch's first one. */
function closestOf(issue: SchemaIssue): SchemaIssue {
  if (issue.code !== 'invalid_union') return issue;
  const branches: readonly (readonly SchemaIssue[])[] = issue.errors;
  if (branches.length === 0) return issue;
  const branch = branches.reduce((closest, next) => (next.length < closest.length ? next : closest));
  return branch[0] ? closestOf(branch[0]) : issue;
}

export function issueWords(t: Translate, language: Language) {
  /** One issue of a schema check (parsed with `reportInput`, so a missing value reads as required). */
  return function issueText(raw: SchemaIssue): string {
    const issue = closestOf(raw);
    const rule = ruleKey(issue);
    if (rule) return t(rule);
    const field = fieldKey(issue);
    if (field) return t(field, { limit: issue.code === 'too_small' ? limitOf(issue.minimum) : 0 });
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null
          ? t('validation.required')
          : t('validation.invalid_type');
      case 'too_small':
        return t('validation.too_small', { origin: issue.origin, limit: limitOf(issue.minimum) });
      case 'too_big':
        return t('validation.too_big', { origin: issue.origin, limit: limitOf(issue.maximum) });
      case 'invalid_format':
        // A pattern is the domain's own rule: its sentence says which characters it takes.
        if (issue.format === 'regex' && language === 'en' && issue.message) return issue.message;
        return t('validation.invalid_format', { format: issue.format });
      case 'custom':
        return language === 'en' && issue.message ? issue.message : t('validation.custom');
      default:
        return t(issueKey(issue.code));
    }
  };
}

export type IssueText = ReturnType<typeof issueWords>;
