import { mkdirSync } from 'node:fs';
import { StartupError, rootCause } from './startup-error';

/**
 * A DATA_DIR is refused before anything is kept in it (the keys, the database): PGlite has no
 * error for a path it cannot use, and Node's recursive mkdir spins under /proc, so kernel file
 * systems are refused by name first.
 */
export function checkDataDir(dataDir: string): void {
  if (/^\/(proc|sys|dev)(\/|$)/.test(dataDir)) {
    throw new StartupError(
      `Cannot use DATA_DIR ${dataDir}: it is a kernel file system. Set DATA_DIR to a writable directory.`,
    );
  }
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `Cannot create DATA_DIR ${dataDir}: ${rootCause(error)}. Set DATA_DIR to a writable directory.`,
      {
        cause: error,
      },
    );
  }
}
