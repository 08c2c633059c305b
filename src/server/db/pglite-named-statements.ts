/**
 * Named statements on PGlite. Drizzle's PGlite driver ignores a prepared query's name: every
 * execution is PGlite's `query()`, which parses and plans the SQL again and crosses into
 * WebAssembly six times (parse, describe, bind, describe, execute, sync), then copies PGlite's
 * whole table of type parsers to parse the rows. Under load that was most of a hot read's cost
 * (bench/README.md, admin-scale). Here a query prepared with a name (`.prepare(name)`,
 * `preparedStatement`) is parsed once per PGlite instance, as PostgreSQL does for a named
 * statement on a pooled connection, and each execution is one batch (bind, execute, sync) with
 * the rows parsed by the types described once. The SQL, the parameters and the rows are the same.
 *
 * Only the root handle's queries take this path: a transaction's queries go through PGlite's
 * transaction object, which holds the lock this path waits for.
 */
import { protocol, type PGlite } from '@electric-sql/pglite';
import type { PgSession } from 'drizzle-orm/pg-core';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parser = (value: string, typeId: number) => unknown;
type QueryConfig = { rowMode?: 'array' | 'object'; parsers?: Record<number, Parser> };
interface Described {
  text: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const ROW_COUNT_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** What PGlite's `query()` answers for one statement, from the messages of one execution. */
function toResults(
  messages: BackendMessage[],
  statement: Described,
  config: QueryConfig | undefined,
  pglite: PGlite,
): Results {
  const parsers = statement.fields.map(
    ({ dataTypeID }) => (config?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID]) as Parser | undefined,
  );
  const parse = (value: string | null, i: number) => {
    if (value === null) return null;
    const parser = parsers[i];
    return parser ? parser(value, statement.fields[i]!.dataTypeID) : value;
  };
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      if (config?.rowMode === 'array') rows.push(values.map(parse));
      else {
        const row: Record<string, unknown> = {};
        values.forEach((value, i) => (row[statement.fields[i]!.name] = parse(value, i)));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const parts = (message as unknown as { text: string }).text.split(' ');
      if (ROW_COUNT_COMMANDS.has(parts[0]!)) affectedRows += Number.parseInt(parts[parts.length - 1]!, 10);
    }
  }
  return { rows, fields: statement.fields, affectedRows };
}

/** Parses and describes the statement under its name (closing any half-made one of that name first). */
async function describe(pglite: PGlite, name: string, text: string): Promise<Described> {
  const messages = await pglite.execProtocolStream(
    concat([
      serialize.close({ type: 'S', name }),
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
  );
  let paramTypes: number[] = [];
  let fields: Described['fields'] = [];
  for (const message of messages) {
    if (message.name === 'parameterDescription')
      paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
    else if (message.name === 'rowDescription')
      fields = (message as unknown as { fields: Described['fields'] }).fields.map(
        ({ name: field, dataTypeID }) => ({
          name: field,
          dataTypeID,
        }),
      );
  }
  return { text, paramTypes, fields };
}

/** Statements described so far, per PGlite instance (a new instance is a new backend). */
const described = new WeakMap<PGlite, Map<string, Described>>();

async function runNamed(
  pglite: PGlite,
  name: string,
  text: string,
  params: unknown[],
  config: QueryConfig | undefined,
): Promise<Results> {
  let statements = described.get(pglite);
  if (!statements) described.set(pglite, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = await describe(pglite, name, text)));
  // node-postgres refuses the same; a name stands for one text.
  else if (statement.text !== text)
    throw new Error(`Prepared statement ${name} was given two different texts`);
  const types = statement.paramTypes;
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = pglite.serializers[types[i]!] as ((value: unknown) => string) | undefined;
    return serializer ? serializer(param) : String(param);
  });
  try {
    const messages = await pglite.execProtocolStream(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
    );
    return toResults(messages, statement, config, pglite);
  } catch (error) {
    // As PGlite's query() does: the failing statement and its parameters travel with the error.
    if (error && typeof error === 'object') Object.assign(error, { query: text, params });
    throw error;
  }
}

/**
 * From now on, a query this root handle's session prepares with a name runs as a named statement
 * (above), under PGlite's own locks as its `query()` does.
 */
export function runPreparedQueriesNamed(session: PgSession, pglite: PGlite): void {
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((...args: Parameters<PgSession['prepareQuery']>) => {
    const prepared = prepareQuery(...args);
    const [query, , name] = args;
    if (!name) return prepared;
    const text = query.sql;
    // The prepared query calls `client.query(sql, params, config)`; only its client changes.
    (prepared as unknown as { client: unknown }).client = {
      async query(_sql: string, params: unknown[], config?: QueryConfig) {
        await pglite._checkReady();
        return pglite._runExclusiveTransaction(() =>
          pglite._runExclusiveQuery(() => runNamed(pglite, name, text, params, config)),
        );
      },
    };
    return prepared;
  }) as PgSession['prepareQuery'];
}
