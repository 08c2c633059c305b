/**
 * Restart right after kill -9 refused: the PGlite directory lock tested its owner with
 * `kill(pid, 0)`, which answers "alive" for a process the kernel is still tearing down or its
 * parent has not reaped, so a restart right after `kill -9` was refused for 1 to 2 s ("DATA_DIR ...
 * is in use by process N"). Now the lock keeps the owner's start time beside its pid and reads
 * /proc: a killed owner is recognised at once. Tested with a real process holding a real database,
 * killed with SIGKILL, and the directory opened again in the same tick (before the kill could
 * possibly have been reaped).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const holderScript = fileURLToPath(new URL('./support/lock-holder.ts', import.meta.url));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function freshDir() {
  const dir = await mkdtemp(join(tmpdir(), 'medlink-lock-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A real process holding `dataDir` with a database open in it, once it says READY. */
async function startHolder(dataDir: string, marker: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PGLITE_TEMPLATE: inject('pgliteTemplatePath'), MARKER: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the holder did not start:\n${output}`)), 120_000);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`the holder exited:\n${output}`)));
  });
  return { child, exited };
}

describe('the PGlite directory lock knows a killed owner at once', () => {
  it('opens the directory in the same tick as kill -9 of the process that held it, with its data', async () => {
    const dataDir = await freshDir();
    const marker = `written before the kill ${randomBytes(4).toString('hex')}`;
    const holder = await startHolder(dataDir, marker);

    // A live owner is still respected.
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${holder.child.pid}`);

    holder.child.kill('SIGKILL');
    // Same tick: the event loop has not run, so the child cannot have been reaped yet.
    const reopening = openDatabase({ dataDir });
    const database = await reopening;
    cleanups.push(() => database.close());
    await holder.exited;
    const rows = await database.db.execute<{ value: string }>(sql`select value from lock_test_marker`);
    const values = (Array.isArray(rows) ? rows : (rows as { rows: { value: string }[] }).rows).map(
      (row) => row.value,
    );
    expect(values).toEqual([marker]);
  }, 240_000);

  it("takes over a lock whose pid now belongs to a process that started later (the owner's pid reused)", async () => {
    const dataDir = await freshDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'], { stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => other.on('exit', () => resolve()));
    cleanups.push(async () => {
      other.kill('SIGKILL');
      await exited;
    });
    // Written by an owner with this pid that started at another time (tick 1 after boot).
    await writeFile(join(dataDir, LOCK_FILE), `${other.pid} 1`);
    const release = lockDataDir(dataDir);
    release();
    // With the pid alone (an older lock file), a live process is still respected.
    await writeFile(join(dataDir, LOCK_FILE), String(other.pid));
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${other.pid}`);
  });
});
