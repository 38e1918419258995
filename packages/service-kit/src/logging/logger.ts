import pino, { type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { currentRequestId } from './request-context';

/** JSON lines on stdout; every line written inside a request carries its `requestId`. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { requestId };
    },
  });
}

/** Nest's own messages (module init, route mapping, errors) through the same JSON logger. */
export class NestJsonLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
