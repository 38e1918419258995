import type { ConsumerConfig, KafkaConfig, ProducerConfig } from 'kafkajs';
import type { ServiceConfig } from './service-config';

/** 16 MiB, the broker's `message.max.bytes`: a consumer below it can stall on one big record. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

export function kafkaClientConfig(config: ServiceConfig, clientId: string): KafkaConfig {
  return {
    clientId,
    brokers: config.kafkaBrokers,
    retry: { initialRetryTime: 100, retries: 8 },
  };
}

/**
 * kafkajs waits up to 5 s on an idle topic by default, which would add seconds to every hop;
 * a short session timeout lets a killed process leave its group quickly.
 */
export function kafkaConsumerConfig(groupId: string): ConsumerConfig {
  return {
    groupId,
    sessionTimeout: 10_000,
    heartbeatInterval: 1_000,
    rebalanceTimeout: 10_000,
    maxWaitTimeInMs: 100,
    maxBytesPerPartition: MAX_MESSAGE_BYTES,
    allowAutoTopicCreation: false,
  };
}

export const kafkaProducerConfig: ProducerConfig = { allowAutoTopicCreation: false };

/** Requests one service process handles at once (each mostly waits on its database). */
export const REQUEST_HANDLER_CONCURRENCY = 32;
/** How often answered requests' offsets are committed; a restart re-reads at most this much, skipped by deadline. */
export const OFFSET_COMMIT_INTERVAL_MS = 200;
/** On shutdown, how long requests in hand may take to finish and answer. */
export const SHUTDOWN_DRAIN_MS = 5_000;
