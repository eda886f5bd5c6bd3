import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where uploaded files live: a local folder (DATA_DIR/files) for now; an S3-compatible store can
 * implement the same three calls when several instances need to share files.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** A stream to write a large file (a report) without holding it in memory. */
  openWrite?(key: string): Promise<Writable>;
  /** The file as a stream and its size, or null when missing. */
  openRead?(key: string): Promise<{ stream: Readable; size: number } | null>;
}

export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  // Keys are built by the app, but a path must never leave the folder whatever they contain.
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async openWrite(key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      return createWriteStream(path);
    },
    async openRead(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
