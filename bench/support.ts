import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** Starts a server process and waits until `probePath` answers 200. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  probePath = '/api/health/',
): Promise<Started> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + probePath)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyP50Ms: number;
  errors: number;
  non2xx: number;
}

/** 10 connections on `url` for `seconds`, after a 1 s warm-up; `headers` go on every request. */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  // A short warm-up lets the JIT settle before the measured run.
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyP99Ms: r.latency.p99,
    latencyP50Ms: r.latency.p50,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** The server URL with the password hidden, for messages and the JSON. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export function withDatabase(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Connects to the server, or returns why it cannot (the bench is then skipped, not failed). */
export async function connectOrReason(url: string): Promise<pg.Client | string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    return error instanceof Error ? error.message || error.name : String(error);
  }
}
