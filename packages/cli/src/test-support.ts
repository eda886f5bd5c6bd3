import { vi } from 'vitest';

/** Runs a command with stdout and stderr captured (for the commands' tests). */
export async function capture(run: () => Promise<number>) {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await run();
    return { code, stdout, stderr };
  } finally {
    vi.restoreAllMocks();
  }
}
