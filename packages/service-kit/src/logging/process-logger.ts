import type { Logger } from 'pino';
import { createLogger } from './logger';

let processLogger: Logger | undefined;

/** One logger per process, set by `bootstrapService`; helpers outside Nest's container log through it. */
export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

export function getProcessLogger(): Logger {
  processLogger ??= createLogger(process.env.SERVICE_NAME ?? 'tenon', process.env.LOG_LEVEL ?? 'info');
  return processLogger;
}
