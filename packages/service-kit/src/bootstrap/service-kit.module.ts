import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MongooseModule, getConnectionToken } from '@nestjs/mongoose';
import { callerReplyTopic } from '@tenon/contracts';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import type { Connection } from 'mongoose';
import { IdempotentRequestsStore, useIdempotentRequests } from '../handlers/idempotent-requests.store';
import type { Logger } from 'pino';
import { kafkaClientConfig } from '../config/kafka-options';
import type { Environment, ServiceConfig } from '../config/service-config';
import { createHealthController } from '../health/health.controller';
import { EventPublisher } from '../messaging/event-publisher';
import { KafkaJsRequestTransport } from '../messaging/kafkajs-request-transport';
import { KafkaRequester } from '../messaging/kafka-requester';
import { ProcessedEventsStore } from '../messaging/processed-events.store';
import { ReadCache } from '../persistence/read-cache';
import { TransientBlobs } from '../persistence/transient-blobs';
import { databaseNameOf, invalidateReadCacheOnWrite } from '../persistence/read-cache-invalidation';
import { KAFKA_CLIENT, SERVICE_CONFIG, SERVICE_ENV, SERVICE_LOGGER } from './service-kit.tokens';

export interface ServiceKitModuleOptions {
  config: ServiceConfig;
  logger: Logger;
  /** Request topics this process asks (replies come on its service's reply topic); none means no reply consumer. */
  callsTopics: readonly string[];
  healthTopic: string | undefined;
  env: Environment;
  /** The service keeps replies in the read cache: every write of its models then moves the cache on. */
  readCache: boolean;
}

@Injectable()
class ServiceKitLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(KafkaRequester) private readonly requester: KafkaRequester,
    @Inject(EventPublisher) private readonly publisher: EventPublisher,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject('SERVICE_KIT_CALLS') private readonly callsTopics: readonly string[],
    @Inject('SERVICE_KIT_REDIS') private readonly redis: Redis,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.publisher.connect();
    if (this.callsTopics.length > 0) {
      await this.requester.start();
      this.logger.info({ topics: this.callsTopics.length }, 'request client ready');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.requester.stop().catch((error: unknown) => this.logger.warn({ err: error }, 'request client stop failed'));
    await this.publisher.disconnect().catch((error: unknown) => this.logger.warn({ err: error }, 'event publisher stop failed'));
    this.redis.disconnect();
  }
}

/** Everything a service shares: config, logger, mongoose connection, Kafka request client and event publisher. */
@Global()
@Module({})
export class ServiceKitModule {
  static forService(options: ServiceKitModuleOptions): DynamicModule {
    const { config, logger } = options;
    const kafka = new Kafka({ ...kafkaClientConfig(config, `${config.name}-${hostname()}-${process.pid}`), logLevel: logLevel.WARN });
    const replyGroupId = `${config.name}-replies-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    // Connects on first use: a service that caches nothing never opens it.
    const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // Keyed by database too: test runs start services on databases of their own against the same Redis. A service
    // without it has no ReadCache to inject (it fails at boot if it asks) and its writes cost no Redis round trip.
    const readCache = options.readCache ? new ReadCache(redis, `${config.name}:${databaseNameOf(config.mongodbUri)}`) : undefined;
    const readCacheProviders = readCache === undefined ? [] : [{ provide: ReadCache, useValue: readCache }];
    return {
      module: ServiceKitModule,
      imports: [
        MongooseModule.forRootAsync({
          useFactory: () => ({
            uri: config.mongodbUri,
            serverSelectionTimeoutMS: 5000,
            retryAttempts: 5,
            retryDelay: 1000,
            // Every model of the service gets it, so every write moves the read cache on.
            connectionFactory: (connection: Connection) =>
              readCache === undefined ? connection : connection.plugin(invalidateReadCacheOnWrite(readCache)),
          }),
        }),
      ],
      controllers: options.healthTopic === undefined ? [] : [createHealthController(config.name, options.healthTopic)],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SERVICE_ENV, useValue: options.env },
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: KAFKA_CLIENT, useValue: kafka },
        { provide: 'SERVICE_KIT_CALLS', useValue: options.callsTopics },
        { provide: 'SERVICE_KIT_REDIS', useValue: redis },
        ...readCacheProviders,
        { provide: TransientBlobs, useValue: new TransientBlobs(redis) },
        {
          provide: KafkaRequester,
          useFactory: () =>
            new KafkaRequester(new KafkaJsRequestTransport(kafka, callerReplyTopic(config.name), replyGroupId), config.requestTimeoutMs),
        },
        { provide: EventPublisher, useFactory: () => new EventPublisher(kafka) },
        {
          provide: IdempotentRequestsStore,
          useFactory: (connection: Connection) => {
            const store = new IdempotentRequestsStore(connection);
            useIdempotentRequests(store);
            return store;
          },
          inject: [getConnectionToken()],
        },
        {
          provide: ProcessedEventsStore,
          useFactory: (connection: Connection) => new ProcessedEventsStore(connection),
          inject: [getConnectionToken()],
        },
        ServiceKitLifecycle,
      ],
      exports: [SERVICE_CONFIG, SERVICE_ENV, SERVICE_LOGGER, KAFKA_CLIENT, KafkaRequester, EventPublisher, ProcessedEventsStore, IdempotentRequestsStore, TransientBlobs, ...(readCache === undefined ? [] : [ReadCache])],
    };
  }
}
