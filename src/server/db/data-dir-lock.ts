/**
 * One writer per PGlite data directory. Two processes on one directory each believe they own the
 * database and overwrite each other's pages (orders acknowledged by one were lost). A lock file
 * holding the owner's pid makes the second process refuse to start; a lock left by a process
 * that no longer exists (kill -9, power loss) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './startup-error';

export const LOCK_FILE = 'medlink.lock';
/** Directories this process holds: our own pid in a lock file is ours only if listed here. */
const heldHere = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws a StartupError naming the pid that holds it; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        throw new StartupError(
          `Cannot use DATA_DIR ${dataDir}: ${(error as Error).message}. Check DATA_DIR points at a writable directory.`,
          { cause: error },
        );
      }
      const pid = Number.parseInt(readFileSafe(path), 10);
      // Our own pid but not held here: a container restarted with the same pid (often 1).
      const ours = pid === process.pid;
      if (Number.isInteger(pid) && pid > 0 && (ours ? heldHere.has(path) : processAlive(pid))) {
        throw new StartupError(
          `DATA_DIR ${dataDir} is in use by process ${pid}: only one server may use a PGlite data directory (stop it, or use DATABASE_URL for several servers).`,
        );
      }
      // Stale (its process is gone) or unreadable: take it over.
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    heldHere.add(path);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      heldHere.delete(path);
      if (readFileSafe(path).trim() === String(process.pid)) rmSync(path, { force: true });
    };
  }
  throw new StartupError(`Cannot take the lock ${path}: another process keeps recreating it.`);
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
