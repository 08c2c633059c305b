/**
 * The one reader of an error answer's body (`{ message, code, errors?, ...details }`). Everything
 * in the web app that needs an error's code, words, field problems or details asks this, so a
 * change to the answer's shape has one place to land.
 */
import { isErrorCode, type ErrorCode } from '@domain/error-codes';

/** One refused field: its dotted path, the server's words, and the validator's issue when sent. */
export interface FieldProblem {
  path: string;
  message: string;
  /** The schema validator's issue code (too_small, invalid_format...), the words' stable key. */
  issue: string | null;
  /** What the value is measured by (string, number, array...), for too_small / too_big. */
  origin: string | null;
  /** The limit of a too_small / too_big, or the expected format of an invalid_format. */
  limit: number | null;
  format: string | null;
}

export interface ErrorAnswer {
  /** The server's sentence, for people (English); null when the body had none. */
  message: string | null;
  /** The stable code (domain/error-codes.ts); null when absent or unknown to this build. */
  code: ErrorCode | null;
  /** The raw code string, known to this build or not. */
  rawCode: string | null;
  errors: FieldProblem[];
  /** Every other field of the body (e.g. the labels a refusal names), for a message's arguments. */
  details: Readonly<Record<string, unknown>>;
}

const EMPTY: ErrorAnswer = { message: null, code: null, rawCode: null, errors: [], details: {} };

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function fieldProblem(item: unknown): FieldProblem | null {
  if (!item || typeof item !== 'object') return null;
  const raw = item as Record<string, unknown>;
  const path = Array.isArray(raw.path)
    ? raw.path.map(String).join('.')
    : typeof raw.path === 'string'
      ? raw.path
      : '';
  const message = text(raw.message);
  if (!path || !message) return null;
  return {
    path,
    message,
    issue: text(raw.issue),
    origin: text(raw.origin),
    limit: number(raw.limit),
    format: text(raw.format),
  };
}

/** Reads a parsed body; anything that is not an error answer reads as an empty one. */
export function readErrorAnswer(body: unknown): ErrorAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return EMPTY;
  const { message, code, errors, ...details } = body as Record<string, unknown>;
  return {
    message: text(message)?.trim() || null,
    code: isErrorCode(code) ? code : null,
    rawCode: text(code),
    errors: Array.isArray(errors)
      ? errors.map(fieldProblem).filter((p): p is FieldProblem => p !== null)
      : [],
    details,
  };
}

/** JSON text to a value; null for an empty or non-JSON body (a proxy's HTML page). */
export function parseBody(body: string): unknown {
  if (!body) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}
