import { randomUUID } from 'node:crypto';
import type { Kafka, Producer } from 'kafkajs';
import { REQUEST_ID_HEADER, type DomainEvent } from '@tenon/contracts';
import { kafkaProducerConfig } from '../config/kafka-options';
import { namespacedTopic } from '../config/topic-namespace';
import { currentRequestId } from '../logging/request-context';

/** Publishes versioned domain events after a write commits; the key (schedule id) keeps a schedule's events ordered. */
export class EventPublisher {
  private producer: Producer | undefined;

  constructor(private readonly kafka: Kafka) {}

  async connect(): Promise<void> {
    this.producer = this.kafka.producer(kafkaProducerConfig);
    await this.producer.connect();
  }

  async disconnect(): Promise<void> {
    await this.producer?.disconnect();
    this.producer = undefined;
  }

  async publishEvent<TPayload>(topic: string, key: string, payload: TPayload, eventId?: string): Promise<DomainEvent<TPayload>> {
    return (await this.publishEvents(topic, [{ key, payload, ...(eventId === undefined ? {} : { eventId }) }]))[0]!;
  }

  /**
   * Many events of one topic in one send, in order (a bulk write's events: one round trip, not thousands). An event
   * sent again after a crash keeps the id it was stored with, so consumers that dedupe by id apply it once.
   */
  async publishEvents<TPayload>(topic: string, items: ReadonlyArray<{ key: string; payload: TPayload; eventId?: string }>): Promise<Array<DomainEvent<TPayload>>> {
    if (!/\.v\d+$/.test(topic)) throw new Error(`event topic ${topic} is not versioned (expected a .v1 suffix)`);
    if (this.producer === undefined) throw new Error('event publisher is not connected');
    if (items.length === 0) return [];
    const requestId = currentRequestId();
    const occurredAt = new Date().toISOString();
    const events = items.map(
      ({ key, payload, eventId }): DomainEvent<TPayload> => ({ eventId: eventId ?? randomUUID(), topic, key, occurredAt, ...(requestId === undefined ? {} : { requestId }), payload }),
    );
    const headers = requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId };
    await this.producer.send({ topic: namespacedTopic(topic), messages: events.map((event) => ({ key: event.key, value: JSON.stringify(event), headers })) });
    return events;
  }
}
