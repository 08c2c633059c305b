/** Turns a row of the authorisation table into requests: one per actor and column. */
import type { Built, Cell, Row, Target } from '../authz-table';
import type { Actor, Which, World } from './world';
import { ACTORS } from './world';
import type { Answer } from './secrets';

export interface CellRequest {
  actor: Actor;
  which: Which;
  expected: number;
}

export const expectedStatus = (cell: Cell, which: Which) =>
  typeof cell === 'number' ? cell : which === 'own' ? cell[0] : cell[1];

export const isSuccess = (status: number) => status >= 200 && status < 400;

/**
 * The cell of an actor; a pending driver's defaults to the driver's on someone else's object,
 * billing staff's to a refusal.
 */
export function cellOf(row: Row, actor: Actor): Cell {
  if (actor === 'billing') return row.billing ?? 403;
  if (actor !== 'pendingDriver') return row[actor];
  return row.pendingDriver ?? (row.object ? expectedStatus(row.driver, 'other') : row.driver);
}

/** Rows with an object are tried on the actor's own object and on the other side's. */
export function cellsOf(row: Row): CellRequest[] {
  const columns: Which[] = row.object ? ['own', 'other'] : ['own'];
  return ACTORS.flatMap((actor) =>
    columns.map((which) => ({ actor, which, expected: expectedStatus(cellOf(row, actor), which) })),
  );
}

export const methodOf = (row: Row) => row.route.split(' ')[0]! as 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const pathOf = (row: Row) => row.route.split(' ')[1]!;

export interface Prepared {
  method: string;
  url: string;
  payload?: unknown;
  token: string | null;
  headers?: Record<string, string>;
}

/** The request a cell sends: the row's url with the target's id, the row's body, a session. */
export function prepare(w: World, row: Row, actor: Actor, target: Target | undefined): Prepared {
  const path = pathOf(row).replace(/:[A-Za-z]+/, () => encodeURIComponent(String(target!.id)));
  const built: Built = row.build?.(w, actor, target, path) ?? {};
  return {
    method: methodOf(row),
    url: built.url ?? path,
    payload: built.payload,
    token: built.token !== undefined ? built.token : w.token[actor],
    ...(built.headers ? { headers: built.headers } : {}),
  };
}

export async function send(w: World, request: Prepared, method = request.method) {
  return w.t.app.inject({
    method: method as 'GET',
    url: request.url,
    ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
    headers: {
      ...request.headers,
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
  });
}

export function answerOf(row: Row, who: string, response: Awaited<ReturnType<typeof send>>): Answer {
  return {
    route: row.route,
    who,
    status: response.statusCode,
    body: response.body,
    headers: response.headers,
  };
}
