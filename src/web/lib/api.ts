/**
 * The one way the web app talks to the API. Every request sends the session cookie; a non-OK
 * answer throws an ApiError whose message is `${status}: ${body text or statusText}` (the generic
 * "Generic"), so callers and TanStack Query see one error shape everywhere.
 */

import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@domain/error-codes';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent JSON (it always should), else null. */
  readonly body: unknown;
  /**
   * The answer's stable code (domain/error-codes.ts): what the app branches on, never the message
   * text, which is for people and may be reworded. Null when the answer carried none.
   */
  readonly code: ErrorCode | null;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(text);
    const code = this.body && typeof this.body === 'object' ? (this.body as { code?: unknown }).code : null;
    this.code = isErrorCode(code) ? code : null;
  }
}

/** The code of a failed call, or null (not an API answer, or one without a code). */
export const errorCode = (error: unknown): ErrorCode | null =>
  error instanceof ApiError ? error.code : null;

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * Sent as Idempotency-Key: a repeat of the same write with the same key (a retry after a lost
   * answer) gets the first answer back and changes nothing more (decision 010).
   */
  idempotencyKey?: string;
}

/** Sends a request and returns the raw Response once it is known to be OK. */
export async function apiRequest(
  method: Method,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest plus the JSON body, typed by the caller (the shared domain schemas describe it). */
export async function apiJson<T>(
  method: Method,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * An answer that does not match the domain schema the server declares for it. Thrown by apiParse
 * so a query lands in its error state with a readable message; the zod issues stay on `issues`.
 */
export class ResponseShapeError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(url: string, issues: readonly z.core.$ZodIssue[]) {
    super(`Unexpected answer from ${url.split('?')[0]}`);
    this.name = 'ResponseShapeError';
    this.issues = issues;
  }
}

/** Checks a JSON body against the schema at the boundary: its output, or a ResponseShapeError. */
export function parseAnswer<S extends z.ZodType>(schema: S, url: string, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError(url, parsed.error.issues);
  return parsed.data;
}

/**
 * The typed client: a request whose answer is parsed with the shared domain schema, so the type at
 * every call site is derived from that schema, never written by hand.
 */
export async function apiParse<S extends z.ZodType>(
  schema: S,
  method: Method,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return parseAnswer(schema, url, await apiJson<unknown>(method, url, data, options));
}

/**
 * apiParse with a schema that lives in a chunk of its own (zod and the domain schemas stay out of a
 * screen's first load): the chunk is requested beside the call, so neither waits on the other, and
 * the answer is checked exactly as apiParse checks it.
 */
export async function apiParseLater<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  method: Method,
  url: string,
  data?: unknown,
): Promise<z.output<S>> {
  const schema = loadSchema();
  // A failed call wins over the chunk; the chunk's own failure must not go unhandled meanwhile.
  schema.catch(() => undefined);
  const body = await apiJson<unknown>(method, url, data);
  return parseAnswer(await schema, url, body);
}

/** The server's human-readable `message` from a failed call, for toasts; else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    ) {
      return body.message;
    }
    return fallback;
  }
  return fallback;
}

/** Every field error of a 400 answer (`errors: [{ path, message }]`), each with its whole dotted path. */
export function fieldErrorList(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const errors = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    const dotted = Array.isArray(path) ? path.map(String).join('.') : typeof path === 'string' ? path : '';
    return dotted && typeof message === 'string' ? [{ path: dotted, message }] : [];
  });
}

/** Field errors of a 400 answer, keyed by the first path segment (the first message of each). */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of fieldErrorList(error)) {
    const key = path.split('.')[0] ?? '';
    if (key && !(key in out)) out[key] = message;
  }
  return out;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
