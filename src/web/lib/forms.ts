/**
 * The one way the app's forms check what is typed: react-hook-form with a resolver on the domain's
 * own request schema, so the screen and the server refuse the same things. A form whose inputs
 * hold text the request does not (a number typed, a list typed on one line) lays its values out
 * like the request and hands the schema the request it stands for: the error paths are then the
 * form's own, and a server 400 lands on the field it names. A form a Spanish reader sees words the
 * schema's issues from the catalogue (useWordedResolver); the schema's own sentences are English.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useMemo } from 'react';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useMessages } from '@web/i18n';

/**
 * A resolver that checks with the domain's schema and words each issue with `issueText` (the
 * reader's catalogue: useMessages().issueText), the first issue of each path, as zodResolver keeps
 * them. `toRequest` lays the form's values out as the request, when they differ.
 */
export function wordedResolver<Form extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  issueText: (issue: z.core.$ZodIssue) => string,
  toRequest: (form: Form) => unknown = (form) => form,
): Resolver<Form, unknown, Output> {
  return async (values, _context, options) => {
    // The input on each issue tells a missing value (required) from a wrong one.
    const parsed = await schema.safeParseAsync(toRequest(values), { reportInput: true });
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (!Object.hasOwn(flat, path)) flat[path] = { type: issue.code, message: issueText(issue) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * wordedResolver in the reader's language, for a form component. Pass a schema and a `toRequest`
 * that keep their identity between renders (module constants), so the resolver does too.
 */
export function useWordedResolver<Form extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toRequest?: (form: Form) => unknown,
): Resolver<Form, unknown, Output> {
  const { issueText } = useMessages();
  return useMemo(() => wordedResolver(schema, issueText, toRequest), [schema, issueText, toRequest]);
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(node)) {
    // `ref` is the input element itself.
    if (key === 'ref') continue;
    const inside = firstMessage(value);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The error of a field, or of any part of it: one date of a list typed on one line is reported on
 * the line.
 */
export function errorAt<Form extends FieldValues>(
  errors: FieldErrors<Form>,
  path: string,
): string | undefined {
  return firstMessage(get(errors, path));
}

/**
 * A server 400 on the fields it names; answers whether any was placed (when none was, the form
 * says the save failed). `wordedList` words each field for the reader: useMessages().fieldErrorList,
 * required, so no form shows the server's English to a Spanish reader by leaving it out.
 */
export function placeServerErrors<Form extends FieldValues>(
  form: Pick<UseFormReturn<Form, unknown, unknown>, 'setError'>,
  error: unknown,
  wordedList: (error: unknown) => { path: string; message: string }[],
): boolean {
  const list = wordedList(error);
  for (const { path, message } of list) form.setError(path as Path<Form>, { message });
  return list.length > 0;
}
