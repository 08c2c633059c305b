/**
 * `npm run data-key:rotate`: seals every stored proof image and ID digits with DATA_ENCRYPTION_KEY,
 * opening them with it or with a key of DATA_ENCRYPTION_PREVIOUS_KEYS (docs/operations.md). The
 * key must be configured or already kept in DATA_DIR: the command never makes one up.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { loadDataKeyring } from './data-keys';
import { rotateDataKey } from './rotate';

try {
  const config = loadConfig(process.env);
  const keyring = loadDataKeyring(config, { create: false });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const result = await rotateDataKey(database.db, keyring);
    console.log(
      `data-key:rotate: ${result.resealed} of ${result.checked} stored proofs sealed again with key ${result.keyId}`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    `data-key:rotate failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exit(1);
}
