/** The signing key: the setting when given, else generated once into DATA_DIR and kept there. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ID_SIGNING_KEY_FILE, loadIdSigningKey } from './id-signing-key';
import { createIdSigner } from './signed-ids';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the id signing key', () => {
  it('is generated once into DATA_DIR, owner-only, and the same key after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medlink-key-'));
    dirs.push(dir);
    const first = loadIdSigningKey({ DATA_DIR: dir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, ID_SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadIdSigningKey({ DATA_DIR: dir }).equals(first)).toBe(true);
  });

  it('is the setting when given, and fresh per process in memory', () => {
    expect(loadIdSigningKey({ ID_SIGNING_KEY: 'k'.repeat(32), DATA_DIR: 'memory' }).toString()).toBe(
      'k'.repeat(32),
    );
    expect(loadIdSigningKey({ DATA_DIR: 'memory' }).equals(loadIdSigningKey({ DATA_DIR: 'memory' }))).toBe(
      false,
    );
  });
});

describe('signed ids', () => {
  const signer = createIdSigner(Buffer.alloc(32, 1), 'place');
  it('verify only what this key signed for this purpose, unaltered', () => {
    const id = signer.sign('eyJrIjoieiJ9');
    expect(signer.verify(id)).toBe('eyJrIjoieiJ9');
    expect(signer.verify('eyJrIjoieiJ9')).toBeNull();
    expect(signer.verify(id.replace('eyJ', 'eyK'))).toBeNull();
    expect(signer.verify(`${id}A`)).toBeNull();
    expect(createIdSigner(Buffer.alloc(32, 2), 'place').verify(id)).toBeNull();
    expect(createIdSigner(Buffer.alloc(32, 1), 'other').verify(id)).toBeNull();
  });
});
