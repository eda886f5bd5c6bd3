import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the response has gone out (e.g. a reset email, so that the answer takes
 * the same time whether or not the address exists). Failures are logged, never thrown at the
 * client; shutdown waits for what is in flight, so nothing is cut off half-written.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },

    /** Resolves once every task started so far has finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
