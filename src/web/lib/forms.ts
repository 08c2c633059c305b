/**
 * The one way the app's forms check what is typed: react-hook-form with zodResolver on the domain's
 * own request schema, so the screen and the server refuse the same things in the same words. A
 * form whose inputs hold text the request does not (a number typed, a list typed on one line) lays
 * its values out like the request and hands the schema the request it stands for: the error paths
 * are then the form's own, and a server 400 lands on the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorList } from './api';

export function requestResolver<Form extends FieldValues, Output>(
  toRequest: (form: Form) => unknown,
  schema: z.ZodType<Output>,
): Resolver<Form, unknown, Output> {
  const checked = z.preprocess((values) => toRequest(values as Form), schema);
  return zodResolver(checked as unknown as z.ZodType<Output, Form>) as Resolver<Form, unknown, Output>;
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
 * says the save failed). `wordedList` words each field for the reader (useMessages().fieldErrorList);
 * the server's words by default.
 */
export function placeServerErrors<Form extends FieldValues>(
  form: Pick<UseFormReturn<Form, unknown, unknown>, 'setError'>,
  error: unknown,
  wordedList: (error: unknown) => { path: string; message: string }[] = fieldErrorList,
): boolean {
  const list = wordedList(error);
  for (const { path, message } of list) form.setError(path as Path<Form>, { message });
  return list.length > 0;
}
