/**
 * Sends an import file (POST /api/orders/import) with XMLHttpRequest rather than fetch: only XHR
 * reports upload progress, which a 2 MB file on a clinic's connection needs. The session cookie
 * goes with it; failures become the app's usual ApiError, so the page reads `errors` from its body.
 */
import type { ImportDateFormat, ImportResponse } from '@domain/order-import';
import { ApiError } from '@web/lib/api';

export const IMPORT_URL = '/api/orders/import';
export const TEMPLATE_URL = '/api/orders/import/template';

export function uploadImport(
  file: Blob,
  options: {
    idempotencyKey: string;
    onProgress: (fraction: number) => void;
    dateFormat: ImportDateFormat;
    /** An admin's choice of client for the whole file. */
    clientId?: number | undefined;
  },
): Promise<ImportResponse> {
  const query = new URLSearchParams({ dateFormat: options.dateFormat });
  if (options.clientId !== undefined) query.set('clientId', String(options.clientId));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${IMPORT_URL}?${query}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    // The same file sent again (a lost answer, a retry) is answered once, never imported twice.
    xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportResponse);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        }
      } else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () =>
      reject(new Error('The upload did not reach the server. Check the connection and try again.'));
    xhr.send(file);
  });
}

/** A problem as the answer gave it: its code and values when the server names them. */
export interface ShownProblem {
  row: number;
  column: string | null;
  message: string;
  code: string | null;
  values: Record<string, string | number>;
}

const valuesOf = (v: unknown): Record<string, string | number> =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === 'string' || typeof x === 'number'))
    : {};

/** The per-row problems of a refused import, or none (a refusal of another kind). */
export function importProblems(error: unknown): ShownProblem[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const errors = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: unknown) => {
    if (!e || typeof e !== 'object') return [];
    const { row, column, message, code, values } = e as Record<string, unknown>;
    if (typeof row !== 'number' || typeof message !== 'string') return [];
    return [
      {
        row,
        column: typeof column === 'string' ? column : null,
        message,
        code: typeof code === 'string' ? code : null,
        values: valuesOf(values),
      },
    ];
  });
}
