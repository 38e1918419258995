import { applyKafkaJsIdleFix } from './messaging/kafkajs-idle-fix';

// Before any Kafka client exists: every process that talks to Kafka does so through this package.
applyKafkaJsIdleFix();

export * from './config/service-config';
export * from './config/kafka-options';
export * from './config/topic-namespace';
export * from './logging/logger';
export * from './logging/process-logger';
export * from './logging/request-context';
export * from './errors/service-error';
export * from './handlers/request-handler';
export * from './handlers/idempotent-requests.store';
export * from './handlers/service-request.decorator';
export * from './messaging/request-transport';
export * from './messaging/kafka-requester';
export * from './messaging/kafkajs-request-transport';
export * from './messaging/kafka-request-server';
export * from './messaging/event-publisher';
export * from './messaging/processed-events.store';
export * from './messaging/keyed-queue';
export * from './messaging/concurrency-limit';
export * from './access/editing-scope';
export * from './persistence/tenant-scope';
export * from './persistence/tenant-scoped.repository';
export * from './persistence/read-cache';
export * from './persistence/read-cache-invalidation';
export * from './persistence/transient-blobs';
export * from './access/project-access.client';
export * from './saved-views/saved-view.schema';
export * from './saved-views/saved-views.repository';
export * from './saved-views/saved-views.service';
export * from './saved-views/saved-views.controller';
export * from './health/health.controller';
export * from './bootstrap/service-kit.tokens';
export * from './bootstrap/service-kit.module';
export * from './bootstrap/bootstrap-service';
export * from './messaging/kafkajs-idle-fix';
