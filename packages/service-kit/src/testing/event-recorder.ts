import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { DomainEvent } from '@tenon/contracts';
import { namespacedTopic } from '../config/topic-namespace';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** The payloads published on some event topics since they began, to assert what a service published. */
export interface RecordedEvents {
  /** The payloads of one topic in the order received: a live array that grows as events arrive. */
  of<T>(topic: string): T[];
  stop(): Promise<void>;
}

/** Reads the topics from their beginning with a consumer group of its own, keeping every payload. */
export async function recordEvents(topics: readonly string[]): Promise<RecordedEvents> {
  const group = `event-recorder-${randomBytes(4).toString('hex')}`;
  const consumer = new Kafka({ clientId: group, brokers, logLevel: logLevel.NOTHING }).consumer({ groupId: group });
  const received = new Map<string, unknown[]>(topics.map((topic) => [namespacedTopic(topic), []]));
  await consumer.connect();
  await consumer.subscribe({ topics: [...received.keys()], fromBeginning: true });
  await consumer.run({
    eachMessage: ({ topic, message }) => {
      received.get(topic)?.push((JSON.parse(message.value?.toString() ?? '{}') as DomainEvent<unknown>).payload);
      return Promise.resolve();
    },
  });
  return {
    of: <T>(topic: string) => {
      const events = received.get(namespacedTopic(topic));
      if (events === undefined) throw new Error(`${topic} is not recorded`);
      return events as T[];
    },
    stop: () => consumer.disconnect(),
  };
}
