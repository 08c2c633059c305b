/** Sealing one value: AES-256-GCM with its context, key ids, previous keys, and the loud failures. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_KEY_FILE, keyringOf, loadDataKeyring, parseDataKey } from './data-keys';
import { isSealed, open, seal, sealedKeyId } from './field-cipher';

const newKey = () => parseDataKey(randomBytes(32).toString('base64'), 'test');

describe('field cipher', () => {
  it('seals to text that holds nothing of the value, and opens it again', () => {
    const ring = keyringOf(newKey());
    const sealed = seal(ring, '4821', 'order:7:proof.idLast4');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('4821');
    expect(sealedKeyId(sealed)).toBe(ring.current.id);
    // A fresh nonce each time: the same digits never look the same twice.
    expect(seal(ring, '4821', 'order:7:proof.idLast4')).not.toBe(sealed);
    expect(open(ring, sealed, 'order:7:proof.idLast4')).toBe('4821');
  });

  it('refuses a value moved to another order or field, or altered', () => {
    const ring = keyringOf(newKey());
    const sealed = seal(ring, '4821', 'order:7:proof.idLast4');
    expect(() => open(ring, sealed, 'order:8:proof.idLast4')).toThrow(/failed its integrity check/);
    expect(() => open(ring, sealed, 'order:7:proof.signature')).toThrow(/failed its integrity check/);
    const parts = sealed.split(':');
    parts[4] = Buffer.from('9999').toString('base64url');
    expect(() => open(ring, parts.join(':'), 'order:7:proof.idLast4')).toThrow(/failed its integrity check/);
  });

  it('opens with a previous key during a rotation, and names the key it lacks otherwise', () => {
    const old = newKey();
    const sealed = seal(keyringOf(old), 'signature', 'ctx');
    const rotated = keyringOf(newKey(), [old]);
    expect(open(rotated, sealed, 'ctx')).toBe('signature');
    expect(() => open(keyringOf(newKey()), sealed, 'ctx')).toThrow(
      new RegExp(`data key ${old.id} cannot be opened: that key is not in DATA_ENCRYPTION_KEY`),
    );
  });

  it('passes a value written before encryption through as it is', () => {
    expect(open(keyringOf(newKey()), 'data:image/png;base64,AAAA', 'ctx')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses a configured key that is not 32 bytes, naming the setting', () => {
    expect(() => loadDataKeyring({ DATA_ENCRYPTION_KEY: 'short', DATA_DIR: 'memory' })).toThrow(
      /^DATA_ENCRYPTION_KEY must be 32 random bytes in base64/,
    );
  });

  it('keeps a generated key in DATA_DIR, owner-only, and finds the same one at the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medlink-data-key-'));
    const first = loadDataKeyring({ DATA_DIR: dir });
    expect(statSync(join(dir, DATA_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadDataKeyring({ DATA_DIR: dir }).current.id).toBe(first.current.id);
    expect(readFileSync(join(dir, DATA_KEY_FILE), 'utf8')).not.toBe('');
  });

  it('never makes up a key for the command-line tools', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medlink-data-key-'));
    expect(() => loadDataKeyring({ DATA_DIR: dir }, { create: false })).toThrow(
      /No data key: set DATA_ENCRYPTION_KEY/,
    );
    expect(() => loadDataKeyring({ DATA_DIR: 'memory' }, { create: false })).toThrow(
      /set DATA_ENCRYPTION_KEY/,
    );
  });
});
