/**
 * One writer per PGlite data directory. Two processes on one directory each believe they own the
 * database and overwrite each other's pages (orders acknowledged by one were lost). A lock file
 * holding the owner's pid and start time makes the second process refuse to start; a lock left by
 * a process that no longer exists, or is being killed (kill -9, power loss), is taken over at once
 * (process-liveness.ts says how that is known).
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ownStartTime, processAlive } from './process-liveness';
import { StartupError } from './startup-error';

export const LOCK_FILE = 'medlink.lock';
/** Directories this process holds: our own pid in a lock file is ours only if listed here. */
const heldHere = new Set<string>();

/** "pid" or "pid starttime" (the start time in clock ticks after boot, from /proc). */
function readOwner(path: string): { pid: number; startTime: string | undefined } {
  const [pid, startTime] = readFileSafe(path).trim().split(/\s+/);
  return { pid: Number.parseInt(pid ?? '', 10), startTime: startTime || undefined };
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
      const { pid, startTime } = readOwner(path);
      // Our own pid but not held here: a container restarted with the same pid (often 1).
      const ours = pid === process.pid;
      if (Number.isInteger(pid) && pid > 0 && (ours ? heldHere.has(path) : processAlive(pid, startTime))) {
        throw new StartupError(
          `DATA_DIR ${dataDir} is in use by process ${pid}: only one server may use a PGlite data directory (stop it, or use DATABASE_URL for several servers).`,
        );
      }
      // Stale (its process is gone) or unreadable: take it over.
      rmSync(path, { force: true });
      continue;
    }
    const mine = [process.pid, ownStartTime()].filter((part) => part !== undefined).join(' ');
    writeSync(fd, mine);
    closeSync(fd);
    heldHere.add(path);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      heldHere.delete(path);
      if (readOwner(path).pid === process.pid) rmSync(path, { force: true });
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
