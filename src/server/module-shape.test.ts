/**
 * Every folder under src/server/modules has the same doors: index.ts, the only file another module
 * may import (the dependency-cruiser rule), and module.ts, what app.ts registers, listed in
 * module-registry.ts. A folder that serves no route and runs no worker is a library other modules
 * call; it has no module.ts, and is named below with what it is.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from './module-registry';

const MODULES = join(import.meta.dirname, 'modules');

/** Folders with no routes and no worker: the questions and writes other modules share. */
const LIBRARIES: Record<string, string> = {
  'access-policy': 'who may do what: the table and the per-object questions',
  audit: 'writes audit lines for the modules that change things',
  'order-access': 'loads an order for the access questions its sub-resources ask',
  'order-status': "an order's status change, which several modules' routes make",
  pieces: "an order's pieces, read and written by booking, receiving and the driver's steps",
  sessions: "the session store, read by the sign-in hook and auth's routes",
};

const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('server module folders', () => {
  it.each(folders)('%s has an index.ts', (name) => {
    expect(existsSync(join(MODULES, name, 'index.ts'))).toBe(true);
  });

  it.each(folders)('%s has a module.ts unless it is a library', (name) => {
    const hasModule = existsSync(join(MODULES, name, 'module.ts'));
    expect(hasModule, hasModule ? `${name} is listed as a library` : `${name} has no module.ts`).toBe(
      !(name in LIBRARIES),
    );
  });

  it('registers every module that has a module.ts', () => {
    const registered = SERVER_MODULES.map((module) => module.name).sort();
    const withModule = folders.filter((name) => existsSync(join(MODULES, name, 'module.ts')));
    expect(registered).toEqual(withModule);
  });

  it('names no library that is not a folder', () => {
    expect(Object.keys(LIBRARIES).filter((name) => !folders.includes(name))).toEqual([]);
  });
});
