/**
 * Backups that restore (docs/operations.md): PostgreSQL through pg_dump and pg_restore (custom
 * format, no owners or grants, so it restores into any new database), checked first that the client
 * is not older than the server; PGlite as a consistent tarball of its data directory, taken with
 * the directory's lock held (a running server refuses it: stop it, or back up from PostgreSQL).
 * A restore goes into an empty target only, then every custody chain and the access log are
 * verified (verify-restore.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openPglite } from '../db/pglite';

/** Runs a client program; its stderr's last line becomes the error of a failure. */
function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${program} could not run (${error.message}): install the PostgreSQL client`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${program} failed: ${err.trim().split('\n').at(-1) ?? `exit ${code}`}`));
    });
  });
}

/** The major version of pg_dump or pg_restore on this machine ("pg_dump (PostgreSQL) 15.20"). */
async function clientMajor(program: string): Promise<number> {
  const text = await run(program, ['--version']);
  const major = Number(/(\d+)(?:\.\d+)?/.exec(text)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`${program} --version said "${text.trim()}"`);
  return major;
}

async function serverMajorAndTables(url: string): Promise<{ major: number; tables: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const version = await client.query<{ v: string }>('show server_version_num');
    const tables = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return { major: Math.floor(Number(version.rows[0]!.v) / 10_000), tables: Number(tables.rows[0]!.n) };
  } finally {
    await client.end();
  }
}

/** pg_dump refuses a newer server; say so in one line, with what to install. */
async function checkClient(program: string, url: string) {
  const [client, server] = await Promise.all([clientMajor(program), serverMajorAndTables(url)]);
  if (client < server.major) {
    throw new Error(
      `${program} ${client} is older than the PostgreSQL ${server.major} server: install postgresql-client-${server.major}`,
    );
  }
  return server;
}

export async function backupPostgres(url: string, file: string): Promise<{ bytes: number }> {
  await checkClient('pg_dump', url);
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
  return { bytes: statSync(file).size };
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  const target = await checkClient('pg_restore', url);
  if (target.tables > 0) {
    throw new Error(
      'the target database is not empty: restore into a new database (createdb), then point the server at it',
    );
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
}

/** A consistent copy of a PGlite data directory; refused while a server holds the directory. */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(dataDir)) throw new Error(`DATA_DIR ${dataDir} does not exist`);
  const database = await openPglite(dataDir);
  try {
    const tarball = await database.dump!();
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { bytes: statSync(file).size };
}

/** Unpacks a PGlite backup into a new, empty data directory. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `DATA_DIR ${dataDir} is not empty: restore into a new directory, then point DATA_DIR at it`,
    );
  }
  const database = await openPglite(dataDir, new Blob([await readFile(file)]));
  await database.close();
}
