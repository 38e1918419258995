import 'reflect-metadata';
import { Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { requestTopicsByService, type ServiceName } from '@tenon/contracts';
import { kafkaClientConfig, REQUEST_HANDLER_CONCURRENCY } from '../config/kafka-options';
import { loadServiceConfig, type Environment, type ServiceConfig } from '../config/service-config';
import { createLogger, NestJsonLogger } from '../logging/logger';
import { setProcessLogger } from '../logging/process-logger';
import { KafkaRequestServer } from '../messaging/kafka-request-server';
import { ServiceKitModule } from './service-kit.module';

export interface BootstrapServiceOptions {
  /** Service name = database name = Kafka client and group prefix. */
  name: string;
  appModule: Type<unknown>;
  /** Listen for HTTP on this port (the gateway); services without it only speak Kafka. */
  httpPort?: number;
  /** Environment variable overriding `httpPort` (e.g. GATEWAY_PORT). */
  httpPortVariable?: string;
  /** Request topics this process asks other services; their replies are consumed. */
  callsTopics?: readonly string[];
  /** Answer Kafka request/event topics with `@ServiceRequestHandler`/`@EventPattern` (default true). */
  kafkaHandlers?: boolean;
  /** Runs before `listen`, e.g. to mount the gateway's router. */
  configureHttp?: (app: INestApplication, config: ServiceConfig) => void | Promise<void>;
  env?: Environment;
  /** Tests use a unique group so an old run's committed offsets do not matter. */
  kafkaGroupId?: string;
  /** Tests with fresh groups read their topics from the start so no request sent during the join is lost. */
  fromBeginning?: boolean;
  /** The service injects `ReadCache` (default false): only then does each of its writes bump the cache's version. */
  readCache?: boolean;
}

export interface RunningService {
  app: INestApplication;
  config: ServiceConfig;
  close(): Promise<void>;
}

function healthTopicOf(name: string): string | undefined {
  const topics = (requestTopicsByService as Record<string, Record<string, string>>)[name];
  return topics?.health;
}

export function isServiceName(name: string): name is ServiceName {
  return name in requestTopicsByService;
}

/** Boots any Tenon service the same way: config, JSON logs, mongoose, Kafka transport, health, graceful shutdown. */
export async function bootstrapService(options: BootstrapServiceOptions): Promise<RunningService> {
  process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';
  const env = options.env ?? process.env;
  const config = loadServiceConfig(options.name, env, {
    ...(options.httpPort === undefined ? {} : { defaultHttpPort: options.httpPort }),
    ...(options.httpPortVariable === undefined ? {} : { httpPortVariable: options.httpPortVariable }),
  });
  const logger = createLogger(config.name, config.logLevel);
  setProcessLogger(logger);
  const kafkaHandlers = options.kafkaHandlers ?? true;

  @Module({
    imports: [
      ServiceKitModule.forService({
        config,
        logger,
        callsTopics: options.callsTopics ?? [],
        healthTopic: kafkaHandlers ? healthTopicOf(config.name) : undefined,
        env,
        readCache: options.readCache ?? false,
      }),
      options.appModule,
    ],
  })
  class ServiceRootModule {}

  const app = await NestFactory.create(ServiceRootModule, {
    logger: new NestJsonLogger(logger),
    bodyParser: false,
    abortOnError: false,
  });
  app.enableShutdownHooks();

  if (kafkaHandlers) {
    app.connectMicroservice<MicroserviceOptions>(
      {
        strategy: new KafkaRequestServer({
          client: kafkaClientConfig(config, config.name),
          groupId: options.kafkaGroupId ?? config.name,
          fromBeginning: options.fromBeginning ?? false,
          concurrency: REQUEST_HANDLER_CONCURRENCY,
        }),
      },
      { inheritAppConfig: true },
    );
  }

  if (options.configureHttp !== undefined) await options.configureHttp(app, config);
  await app.init();
  if (kafkaHandlers) await app.startAllMicroservices();
  if (config.httpPort !== undefined) await app.listen(config.httpPort, process.env.HOST ?? '0.0.0.0');
  logger.info({ httpPort: config.httpPort, kafkaHandlers }, `${config.name} ready`);

  return {
    app,
    config,
    close: () => app.close(),
  };
}
