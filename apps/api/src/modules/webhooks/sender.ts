import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './target-guard.js';

// One POST of a delivery: to the address the guard checked (never a second DNS answer), no
// redirect followed, at most TIMEOUT_MS in all, at most MAX_READ bytes of the answer read.

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_READ = 64 * 1024;
/** What the delivery log keeps of an answer. */
export const WEBHOOK_KEEP_RESPONSE = 2 * 1024;

export interface SendResult {
  /** The HTTP status (null: no answer). */
  status: number | null;
  ms: number;
  /** The answer's first bytes (as text). */
  body: string | null;
  /** Why it failed when there was no usable answer (timeout, refused, redirect…). */
  error: string | null;
  ok: boolean;
}

export async function postWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs?: number; maxRead?: number } = {},
): Promise<SendResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxRead = options.maxRead ?? WEBHOOK_MAX_READ;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Pinned: the connection goes to the checked address whatever the name resolves to now.
  const pinned: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else callback(null, target.address, target.family);
  };
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'ms' | 'ok'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      resolve({ ...result, ms: elapsed(), ok: ok && result.error === null });
      request.destroy();
    };
    const request = transport.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body).toString(),
          'user-agent': 'Ponteiro-Webhooks/1',
        },
      },
      (response) => {
        const status = response.statusCode ?? null;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (error: string | null) => {
          const text = Buffer.concat(chunks).subarray(0, WEBHOOK_KEEP_RESPONSE).toString('utf8');
          finish({ status, body: text, error });
        };
        if (status !== null && status >= 300 && status < 400) {
          // A redirect is an answer of its own: never followed (it could point anywhere).
          response.resume();
          done('redirect_not_followed');
          return;
        }
        response.on('data', (chunk: Buffer) => {
          if (size < maxRead) chunks.push(chunk.subarray(0, maxRead - size));
          size += chunk.length;
          // Enough read: the status is what counts, the rest is not waited for.
          if (size >= maxRead) done(null);
        });
        response.on('end', () => done(null));
        response.on('error', () => done(size >= maxRead ? null : 'connection_error'));
      },
    );
    const timer = setTimeout(
      () => finish({ status: null, body: null, error: 'timeout' }),
      timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: null, body: null, error: error.code ?? 'connection_error' }),
    );
    request.end(body);
  });
}
