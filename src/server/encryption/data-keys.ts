/**
 * The keys that encrypt proof media and ID digits at rest (field-cipher.ts). DATA_ENCRYPTION_KEY is
 * the current key (32 random bytes, base64 or base64url); DATA_ENCRYPTION_PREVIOUS_KEYS lists keys
 * still accepted for reading, so a rotation needs no downtime: set the new key, list the old one as
 * previous, run `npm run data-key:rotate`, then drop the old one. Unset outside production: a random
 * key kept in DATA_DIR/data-encryption.key (owner-only), or one per process for DATA_DIR=memory.
 *
 * The keyring is one per process, installed at start: every writer (status changes, the seed) and
 * every reader (custody, certificates) sees the same keys without threading them through each call.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_KEY_FILE = 'data-encryption.key';
const KEY_BYTES = 32;

export interface DataKey {
  /** A short name of the key, stored beside each value it sealed (the key itself is never stored). */
  id: string;
  key: Buffer;
}

export interface DataKeyring {
  current: DataKey;
  /** Every key a sealed value may name: the current one and the previous ones. */
  byId: ReadonlyMap<string, DataKey>;
}

/** A key from its configured text; throws one line naming the setting when it is not 32 bytes. */
export function parseDataKey(text: string, setting: string): DataKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(
      `${setting} must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32), not ${key.length} bytes`,
    );
  }
  return { id: createHash('sha256').update(key).digest('base64url').slice(0, 8), key };
}

export function keyringOf(current: DataKey, previous: readonly DataKey[] = []): DataKeyring {
  const byId = new Map<string, DataKey>();
  for (const key of [current, ...previous]) byId.set(key.id, key);
  return { current, byId };
}

interface DataKeyConfig {
  DATA_ENCRYPTION_KEY?: string | undefined;
  DATA_ENCRYPTION_PREVIOUS_KEYS?: string | undefined;
  DATA_DIR: string;
}

/** `create: false` (the command-line tools): a missing key is an error, never a new key. */
export function loadDataKeyring(config: DataKeyConfig, options: { create?: boolean } = {}): DataKeyring {
  const previous = (config.DATA_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => parseDataKey(text, 'DATA_ENCRYPTION_PREVIOUS_KEYS'));
  if (config.DATA_ENCRYPTION_KEY) {
    return keyringOf(parseDataKey(config.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'), previous);
  }
  if (options.create === false && config.DATA_DIR === 'memory') {
    throw new Error('DATA_ENCRYPTION_KEY is unset and DATA_DIR=memory keeps no key: set DATA_ENCRYPTION_KEY');
  }
  return keyringOf(keptKey(config.DATA_DIR, options.create !== false), previous);
}

function keptKey(dataDir: string, create: boolean): DataKey {
  if (dataDir === 'memory') return processKey();
  const path = join(dataDir, DATA_KEY_FILE);
  try {
    return parseDataKey(readFileSync(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(
        `Cannot read ${path}: ${(error as Error).message}. Set DATA_ENCRYPTION_KEY or fix DATA_DIR.`,
      );
    }
    if (!create) throw new Error(`No data key: set DATA_ENCRYPTION_KEY (or keep the server's ${path})`);
  }
  const text = randomBytes(KEY_BYTES).toString('base64');
  try {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': two servers starting at once on one directory keep the first key, not the last.
    writeFileSync(path, `${text}\n`, { mode: 0o600, flag: 'wx' });
    return parseDataKey(text, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptKey(dataDir, false);
    throw new Error(
      `Cannot write ${path}: ${(error as Error).message}. Set DATA_ENCRYPTION_KEY or fix DATA_DIR.`,
    );
  }
}

let memoryKey: DataKey | null = null;
/** One random key per process for in-memory databases: nothing sealed with it outlives the process. */
function processKey(): DataKey {
  memoryKey ??= parseDataKey(randomBytes(KEY_BYTES).toString('base64'), 'memory');
  return memoryKey;
}

let installed: DataKeyring | null = null;

/**
 * Called at start with the configured keyring: its key seals from now on. Keys known before stay
 * readable, which matters only where one process runs several servers on one database (tests).
 */
export function installDataKeyring(keyring: DataKeyring): void {
  const byId = new Map(dataKeyring().byId);
  for (const [id, key] of keyring.byId) byId.set(id, key);
  installed = { current: keyring.current, byId };
}

/**
 * The installed keyring; before any install (a script, a test worker), DATA_ENCRYPTION_KEY from the
 * environment when set, else the process's memory key.
 */
export function dataKeyring(): DataKeyring {
  installed ??= loadDataKeyring({
    DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY,
    DATA_ENCRYPTION_PREVIOUS_KEYS: process.env.DATA_ENCRYPTION_PREVIOUS_KEYS,
    DATA_DIR: 'memory',
  });
  return installed;
}
