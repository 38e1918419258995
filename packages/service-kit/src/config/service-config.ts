/** Connection settings of one service, read from the environment with local defaults. */
export interface ServiceConfig {
  name: string;
  mongodbUri: string;
  kafkaBrokers: string[];
  redisUrl: string;
  smtpUrl: string;
  httpPort: number | undefined;
  requestTimeoutMs: number;
  logLevel: string;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;

function positiveInteger(raw: string | undefined, variable: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${variable} must be a positive integer, got "${raw}"`);
  return value;
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * `defaultHttpPort` is the service's own port; `HTTP_PORT` (or a service-specific variable such as
 * `GATEWAY_PORT`, passed as `httpPortVariable`) overrides it.
 */
export function loadServiceConfig(
  name: string,
  env: Environment = process.env,
  options: { defaultHttpPort?: number; httpPortVariable?: string } = {},
): ServiceConfig {
  const portVariable = options.httpPortVariable ?? 'HTTP_PORT';
  return {
    name,
    mongodbUri: nonEmpty(env.MONGODB_URI) ?? `mongodb://127.0.0.1:27017/${name}`,
    kafkaBrokers: (nonEmpty(env.KAFKA_BROKERS) ?? '127.0.0.1:9092')
      .split(',')
      .map((broker) => broker.trim())
      .filter((broker) => broker.length > 0),
    redisUrl: nonEmpty(env.REDIS_URL) ?? 'redis://127.0.0.1:6379',
    smtpUrl: nonEmpty(env.SMTP_URL) ?? 'smtp://127.0.0.1:1025',
    httpPort: positiveInteger(env[portVariable], portVariable) ?? options.defaultHttpPort,
    requestTimeoutMs: positiveInteger(env.REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS') ?? DEFAULT_REQUEST_TIMEOUT_MS,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}
