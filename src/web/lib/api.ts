/**
 * The one way the web app talks to the API. Every request sends the session cookie; a non-OK
 * answer throws an ApiError whose message is `${status}: ${body text or statusText}` (the generic
 * "Generic"), so callers and TanStack Query see one error shape everywhere.
 */

import type { z } from 'zod';
import type { ErrorCode } from '@domain/error-codes';
import { parseBody, readErrorAnswer, type ErrorAnswer, type FieldProblem } from './error-answer';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent JSON (it always should), else null. */
  readonly body: unknown;
  /**
   * The answer's stable code (domain/error-codes.ts): what the app branches on, never the message
   * text, which is for people and may be reworded. Null when the answer carried none.
   */
  readonly code: ErrorCode | null;
  /** The body read as an error answer (error-answer.ts): its words, field problems and details. */
  readonly answer: ErrorAnswer;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(text);
    this.answer = readErrorAnswer(this.body);
    this.code = this.answer.code;
  }
}

/** The error answer of a failed call; an empty one for anything that is not an API answer. */
export const errorAnswer = (error: unknown): ErrorAnswer =>
  error instanceof ApiError ? error.answer : readErrorAnswer(null);

/** The code of a failed call, or null (not an API answer, or one without a code). */
export const errorCode = (error: unknown): ErrorCode | null =>
  error instanceof ApiError ? error.code : null;

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
 * A count an answer carries in a header (x-total-count): a whole number no smaller than `atLeast`
 * (the rows sent with it), else a ResponseShapeError, as for a body that does not match its schema.
 */
export function countHeader(response: Response, url: string, name: string, atLeast: number): number {
  const header = response.headers.get(name);
  const count = header === null || header.trim() === '' ? Number.NaN : Number(header);
  if (Number.isInteger(count) && count >= atLeast) return count;
  throw new ResponseShapeError(url, [
    {
      code: 'custom',
      path: [name],
      message: `${name} must be a whole number of at least ${atLeast}`,
      input: header,
    },
  ]);
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

/**
 * The server's own sentence from a failed call, else the fallback: for the consoles that stay in
 * English (dispatch, billing), where the server's words may name what a general code cannot.
 * Translated screens word errors from the catalogue instead (useMessages().errorText).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.answer.message) || fallback;
}

/** Every field problem of a 400 answer, each with its whole dotted path. */
export function fieldErrorList(error: unknown): FieldProblem[] {
  return errorAnswer(error).errors;
}

/** Field errors of a 400 answer (the server's words), keyed by the first path segment. */
export function fieldErrors(error: unknown): Record<string, string> {
  return firstPerField(fieldErrorList(error), (problem) => problem.message);
}

/** The first problem of each field (by the first path segment), worded by `word`. */
export function firstPerField(
  problems: readonly FieldProblem[],
  word: (problem: FieldProblem) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of problems) {
    const key = problem.path.split('.')[0] ?? '';
    if (key && !(key in out)) out[key] = word(problem);
  }
  return out;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
