/**
 * Field errors by dotted path ("card.mileageBands.0.perMile"), the form the server answers a 400
 * in and the form the domain's zod issues take here, so one lookup shows either under its field.
 */
import type { z } from 'zod';
import { ApiError } from '@web/lib/api';

export type FieldErrors = Readonly<Record<string, string>>;

export function issuesByPath(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The server's 400 answer as field errors; empty for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return {};
  const out: Record<string, string> = {};
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path === 'string' && typeof item.message === 'string' && !(item.path in out))
      out[item.path] = item.message;
  }
  return out;
}

/** The error of a field, or of any part of it (one date of a list is reported on the list). */
export function errorAt(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const inside = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return inside ? errors[inside] : undefined;
}
