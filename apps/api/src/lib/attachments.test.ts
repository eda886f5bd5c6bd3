import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentKey, replaceAttachment } from './attachments.js';
import { type FileStorage, localFileStorage } from './storage.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('replaceAttachment', () => {
  let root: string;
  let storage: FileStorage;
  const onDisk = (key: string) => existsSync(join(root, key));

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'ponteiro-attachments-'));
    storage = localFileStorage(root);
    await storage.put('users/u1/photo-1.png', PNG);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the new file before the row points at it, and removes the old one after', async () => {
    const result = await replaceAttachment(
      storage,
      { key: 'users/u1/photo-2.png', bytes: PNG, type: 'png' },
      async (stored) => {
        // Inside the transaction: the new file exists, the old one is still there.
        expect(stored).toEqual({ key: 'users/u1/photo-2.png', type: 'png' });
        expect(onDisk('users/u1/photo-2.png')).toBe(true);
        expect(onDisk('users/u1/photo-1.png')).toBe(true);
        return { result: 'saved', oldKey: 'users/u1/photo-1.png' };
      },
    );
    expect(result).toBe('saved');
    expect(onDisk('users/u1/photo-2.png')).toBe(true);
    expect(onDisk('users/u1/photo-1.png')).toBe(false);
  });

  it('removes the new file and keeps the old one when the transaction fails', async () => {
    const failure = new Error('could not serialize access');
    await expect(
      replaceAttachment(
        storage,
        { key: 'users/u1/photo-2.png', bytes: PNG, type: 'png' },
        async () => {
          throw failure;
        },
      ),
    ).rejects.toBe(failure);
    expect(onDisk('users/u1/photo-2.png')).toBe(false);
    expect(onDisk('users/u1/photo-1.png')).toBe(true);
  });

  it('removes the old file only after a removal commits', async () => {
    const result = await replaceAttachment(storage, null, async (stored) => {
      expect(stored).toBeNull();
      expect(onDisk('users/u1/photo-1.png')).toBe(true);
      return { result: 'removed', oldKey: 'users/u1/photo-1.png' };
    });
    expect(result).toBe('removed');
    expect(onDisk('users/u1/photo-1.png')).toBe(false);
  });

  it('keeps the old file when a removal fails', async () => {
    await expect(
      replaceAttachment(storage, null, async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(onDisk('users/u1/photo-1.png')).toBe(true);
  });

  it('answers the saved change even when the old file cannot be removed', async () => {
    const flaky: FileStorage = {
      ...storage,
      remove: async () => {
        throw new Error('EACCES');
      },
    };
    await expect(
      replaceAttachment(flaky, null, async () => ({
        result: 'ok',
        oldKey: 'users/u1/photo-1.png',
      })),
    ).resolves.toBe('ok');
  });

  it('reports the write failure, not a failed clean-up of the new file', async () => {
    const flaky: FileStorage = {
      ...storage,
      remove: async () => {
        throw new Error('EACCES');
      },
    };
    await expect(
      replaceAttachment(
        flaky,
        { key: 'users/u1/photo-3.png', bytes: PNG, type: 'png' },
        async () => {
          throw new Error('deadlock detected');
        },
      ),
    ).rejects.toThrow('deadlock detected');
  });

  it('does not start the transaction when the file cannot be written', async () => {
    let called = false;
    await expect(
      replaceAttachment(storage, { key: '../escape.png', bytes: PNG, type: 'png' }, async () => {
        called = true;
        return { result: null, oldKey: null };
      }),
    ).rejects.toThrow('invalid storage key');
    expect(called).toBe(false);
  });
});

describe('attachmentKey', () => {
  it.each([
    ['users/u1', 'photo', 'png', /^users\/u1\/photo-\d+\.png$/],
    ['companies/c1', 'logo', 'jpeg', /^companies\/c1\/logo-\d+\.jpeg$/],
    ['companies/c1/employees/e1', 'photo', 'png', /^companies\/c1\/employees\/e1\/photo-\d+\.png$/],
  ] as const)('%s + %s (%s) → the media route key shape', (folder, name, type, shape) => {
    expect(attachmentKey(folder, name, type)).toMatch(shape);
  });
});
