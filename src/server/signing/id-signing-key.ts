/**
 * The key that signs the ids the server hands out (signed-ids.ts): ID_SIGNING_KEY when set (the
 * only way in production, and the way to share one key between several servers); otherwise a
 * random key kept in DATA_DIR/id-signing.key (created once, owner-only), or in memory for
 * DATA_DIR=memory, where nothing outlives the process anyway.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ID_SIGNING_KEY_FILE = 'id-signing.key';
const KEY_BYTES = 32;

export function loadIdSigningKey(config: { ID_SIGNING_KEY?: string | undefined; DATA_DIR: string }): Buffer {
  if (config.ID_SIGNING_KEY) return Buffer.from(config.ID_SIGNING_KEY, 'utf8');
  if (config.DATA_DIR === 'memory') return randomBytes(KEY_BYTES);
  const path = join(config.DATA_DIR, ID_SIGNING_KEY_FILE);
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(
        `Cannot read ${path}: ${(error as Error).message}. Set ID_SIGNING_KEY or fix DATA_DIR.`,
      );
    }
  }
  const key = randomBytes(KEY_BYTES);
  try {
    mkdirSync(config.DATA_DIR, { recursive: true });
    // 'wx': two servers starting at once on one directory keep the first key, not the last.
    writeFileSync(path, `${key.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadIdSigningKey(config);
    throw new Error(`Cannot write ${path}: ${(error as Error).message}. Set ID_SIGNING_KEY or fix DATA_DIR.`);
  }
}
