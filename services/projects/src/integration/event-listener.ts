import { randomBytes } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import type { DomainEvent } from '@tenon/contracts';
import { namespacedTopic } from '@tenon/service-kit';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** Listens to one event topic from now on, to assert what a service published. */
export class EventListener<TPayload> {
  private readonly received: DomainEvent<TPayload>[] = [];
  private consumer: Consumer | undefined;

  constructor(private readonly topic: string) {}

  async start(): Promise<void> {
    const group = `event-listener-${randomBytes(4).toString('hex')}`;
    const consumer = new Kafka({ clientId: group, brokers, logLevel: logLevel.NOTHING }).consumer({ groupId: group, maxWaitTimeInMs: 100 });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topic: namespacedTopic(this.topic), fromBeginning: false });
    const joined = new Promise<void>((resolve) => {
      const remove = consumer.on(consumer.events.FETCH, () => {
        remove();
        resolve();
      });
    });
    await consumer.run({
      eachMessage: ({ message }) => {
        this.received.push(JSON.parse(message.value?.toString() ?? 'null') as DomainEvent<TPayload>);
        return Promise.resolve();
      },
    });
    await joined;
  }

  async waitFor(match: (event: DomainEvent<TPayload>) => boolean, timeoutMs = 10_000): Promise<DomainEvent<TPayload>> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no matching ${this.topic} event within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
