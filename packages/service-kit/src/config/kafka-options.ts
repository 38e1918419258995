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
 * The broker answers a fetch as soon as a record arrives, so `maxWaitTimeInMs` only bounds an idle poll: every
 * consumer of every service polls at that pace, which on two cores cost more CPU than the requests themselves at
 * 100 ms (docs/decisions.md). It also bounds how late an idle member sees a rebalance, hence not higher.
 * A short session timeout lets a killed process leave its group quickly.
 */
export const IDLE_FETCH_WAIT_MS = 1_000;

export function kafkaConsumerConfig(groupId: string): ConsumerConfig {
  return {
    groupId,
    sessionTimeout: 10_000,
    heartbeatInterval: 1_000,
    rebalanceTimeout: 10_000,
    maxWaitTimeInMs: IDLE_FETCH_WAIT_MS,
    maxBytesPerPartition: MAX_MESSAGE_BYTES,
    allowAutoTopicCreation: false,
  };
}

/** The group that reads a service's request topics; its events keep the service's own group and committed offsets. */
export function requestGroupOf(groupId: string): string {
  return `${groupId}-requests`;
}

export const kafkaProducerConfig: ProducerConfig = { allowAutoTopicCreation: false };

/** Requests one service process handles at once (each mostly waits on its database). */
export const REQUEST_HANDLER_CONCURRENCY = 32;
/** How often answered requests' offsets are committed; a restart re-reads at most this much, skipped by deadline. */
export const OFFSET_COMMIT_INTERVAL_MS = 200;
/** On shutdown, how long requests in hand may take to finish and answer. */
export const SHUTDOWN_DRAIN_MS = 5_000;
