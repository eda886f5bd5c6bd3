import type { FastifyBaseLogger } from 'fastify';

/** A logger that says nothing: the services under measure log, the bench reports. */
export const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silent;
  },
} as unknown as FastifyBaseLogger;

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
