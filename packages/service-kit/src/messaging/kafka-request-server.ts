import { KafkaContext, Server, Transport, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { Kafka, logLevel, type Consumer, type EachBatchPayload, type KafkaConfig, type KafkaMessage, type Producer } from 'kafkajs';
import { isObservable, lastValueFrom } from 'rxjs';
import { kafkaConsumerConfig, kafkaProducerConfig, OFFSET_COMMIT_INTERVAL_MS, SHUTDOWN_DRAIN_MS } from '../config/kafka-options';
import { bareTopic, namespacedTopic } from '../config/topic-namespace';
import { getProcessLogger } from '../logging/process-logger';
import { ConcurrencyLimit } from './concurrency-limit';
import { EVENT_BATCH_MAX, takesEventBatches } from './event-batch';
import { InFlightOffsets } from './in-flight-offsets';
import { CORRELATION_ID_HEADER, NEST_ERROR_HEADER, REPLY_TOPIC_HEADER } from './request-transport';
import { TickBatchedSender } from './tick-batched-sender';
import { keepingAlive } from './keep-alive';

/** Nest's name for the header a requester may use to pin the reply partition. */
const REPLY_PARTITION_HEADER = 'kafka_replyPartition';
const NO_MESSAGE_HANDLER = 'There is no matching message handler defined in the remote service.';

export interface KafkaRequestServerOptions {
  client: KafkaConfig;
  groupId: string;
  fromBeginning: boolean;
  /** Requests handled at once by this process, across all partitions. */
  concurrency: number;
}

type KafkaContextArgs = ConstructorParameters<typeof KafkaContext>[0];

function decodeHeaders(message: KafkaMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.map(String).join(',') : value.toString();
  }
  return headers;
}

/** The same reading of a record value as Nest's Kafka parser: JSON when it parses, the text otherwise. */
function decodeValue(message: KafkaMessage): unknown {
  if (message.value === null) return null;
  const text = message.value.toString();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function encodeResponse(response: unknown): string {
  if (typeof response === 'string') return response;
  return JSON.stringify(response ?? null);
}

/**
 * Answers request topics for the `@ServiceRequestHandler` / `@MessagePattern` handlers Nest discovers. Nest's own
 * Kafka server handles one record per partition at a time and waits for it before fetching again; a request does
 * not need ordering, so here a fetched batch is handed to up to `concurrency` handlers at once and the fetch loop
 * goes on. Offsets are committed only up to the oldest request not yet answered. Event topics (`@EventPattern`)
 * keep their per-partition order: their records are handled one after another.
 */
export class KafkaRequestServer extends Server implements CustomTransportStrategy {
  override readonly transportId = Transport.KAFKA;
  private consumer: Consumer | undefined;
  private producer: Producer | undefined;
  private readonly replies = new TickBatchedSender(() => this.producer);
  private readonly slots: ConcurrencyLimit;
  private readonly offsets = new InFlightOffsets();
  private commitTimer: NodeJS.Timeout | undefined;
  private committing: Promise<void> = Promise.resolve();

  constructor(private readonly options: KafkaRequestServerOptions) {
    super();
    this.slots = new ConcurrencyLimit(options.concurrency);
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  private async start(): Promise<void> {
    const kafka = new Kafka({ ...this.options.client, logLevel: logLevel.WARN });
    const consumer = kafka.consumer(kafkaConsumerConfig(this.options.groupId));
    const producer = kafka.producer(kafkaProducerConfig);
    this.consumer = consumer;
    this.producer = producer;
    await producer.connect();
    await consumer.connect();
    consumer.on(consumer.events.GROUP_JOIN, () => this.offsets.reset());
    // A topic mixing batch and single-event handlers is refused at start, not at its first event.
    for (const [topic, handler] of this.getHandlers()) takesEventBatches(topic, handler);
    const topics = [...this.getHandlers().keys()].map((topic) => namespacedTopic(topic));
    if (topics.length === 0) return;
    await consumer.subscribe({ topics, fromBeginning: this.options.fromBeginning });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: (payload) => this.takeBatch(payload),
    });
  }

  private async takeBatch(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    const { topic, partition } = batch;
    const resolveOffset = (offset: string): void => payload.resolveOffset(offset);
    const heartbeat = (): Promise<void> => payload.heartbeat();
    // Topics are plain strings: a direct lookup, where Nest's pattern lookup throws and catches a JSON error per call.
    const handler = this.getHandlers().get(bareTopic(topic)) ?? null;
    if (handler !== null && takesEventBatches(topic, handler)) {
      await this.takeEventBatches(payload);
      return;
    }
    for (const message of batch.messages) {
      if (!payload.isRunning() || payload.isStale()) return;
      const headers = decodeHeaders(message);
      const isRequest = handler?.isEventHandler !== true && headers[CORRELATION_ID_HEADER] !== undefined && headers[REPLY_TOPIC_HEADER] !== undefined;
      if (!isRequest) {
        this.offsets.started(topic, partition, message.offset);
        await keepingAlive(heartbeat, () => this.handleEvent(bareTopic(topic), { pattern: bareTopic(topic), data: decodeValue(message) }, this.contextOf(topic, partition, message, headers, heartbeat)));
        this.offsets.finished(topic, partition, message.offset);
        resolveOffset(message.offset);
        this.scheduleCommit();
        continue;
      }
      // A full house stops the fetch loop here; the broker keeps the rest until a slot frees.
      if (!(await this.slots.acquire())) await heartbeat();
      this.offsets.started(topic, partition, message.offset);
      resolveOffset(message.offset);
      void this.answer(handler, topic, partition, message, headers, heartbeat).finally(() => {
        this.slots.release();
        this.offsets.finished(topic, partition, message.offset);
        this.scheduleCommit();
      });
    }
  }

  /**
   * Batch handlers get the fetched records in order, `EVENT_BATCH_MAX` at a time; each slice is finished by every
   * handler of the topic before the next one starts, so events keep their partition's order as with single handlers.
   */
  private async takeEventBatches(payload: EachBatchPayload): Promise<void> {
    const { topic, partition, messages } = payload.batch;
    const pattern = bareTopic(topic);
    const heartbeat = (): Promise<void> => payload.heartbeat();
    for (let start = 0; start < messages.length; start += EVENT_BATCH_MAX) {
      if (!payload.isRunning() || payload.isStale()) return;
      // A long backlog is many slices: the group hears from this member between them, so it is not taken for dead.
      await heartbeat();
      const slice = messages.slice(start, start + EVENT_BATCH_MAX);
      const last = slice[slice.length - 1] as KafkaMessage;
      for (const message of slice) this.offsets.started(topic, partition, message.offset);
      await keepingAlive(heartbeat, () => this.handleEvent(pattern, { pattern, data: slice.map(decodeValue) }, this.contextOf(topic, partition, last, decodeHeaders(last), heartbeat)));
      for (const message of slice) this.offsets.finished(topic, partition, message.offset);
      payload.resolveOffset(last.offset);
      this.scheduleCommit();
    }
  }

  /**
   * Nest connects the observable of several handlers of one event (two modules listening to one topic) and returns
   * before they finish, so the next event of the partition overtook them. Here every handler of an event finishes
   * first; as before, a failure among several handlers is logged, not retried.
   */
  override async handleEvent(pattern: string, packet: { pattern: string; data: unknown }, context: KafkaContext): Promise<void> {
    const handler = this.getHandlerByPattern(pattern);
    if (handler === null) {
      getProcessLogger().error({ topic: pattern }, 'no handler for this event');
      return;
    }
    const resultOrStream: unknown = await handler(packet.data, context);
    if (isObservable(resultOrStream)) {
      await lastValueFrom(resultOrStream, { defaultValue: undefined }).catch((error: unknown) => {
        getProcessLogger().error({ err: error, topic: pattern }, 'an event handler failed');
      });
    }
  }

  private contextOf(topic: string, partition: number, message: KafkaMessage, headers: Record<string, string>, heartbeat: () => Promise<void>): KafkaContext {
    // Nest re-declares the kafkajs types; both describe the same kafkajs 2.2.4 objects.
    const args = [{ ...message, headers }, partition, topic, this.consumer, heartbeat, this.producer] as unknown as KafkaContextArgs;
    return new KafkaContext(args);
  }

  private async answer(
    handler: MessageHandler | null,
    topic: string,
    partition: number,
    message: KafkaMessage,
    headers: Record<string, string>,
    heartbeat: () => Promise<void>,
  ): Promise<void> {
    const replyHeaders: Record<string, string> = { [CORRELATION_ID_HEADER]: headers[CORRELATION_ID_HEADER] ?? '' };
    let value: string;
    if (handler === null) {
      replyHeaders[NEST_ERROR_HEADER] = NO_MESSAGE_HANDLER;
      value = 'null';
    } else {
      try {
        const context = this.contextOf(topic, partition, message, headers, heartbeat);
        const response: unknown = await lastValueFrom(this.transformToObservable(handler(decodeValue(message), context)), { defaultValue: null });
        value = encodeResponse(response);
      } catch (error) {
        // Nest's exception filters turn a throw into `{ status: 'error', message }`; the requester reads the header.
        replyHeaders[NEST_ERROR_HEADER] = typeof error === 'object' && error !== null && !(error instanceof Error) ? JSON.stringify(error) : String(error);
        value = 'null';
      }
    }
    const replyPartition = Number(headers[REPLY_PARTITION_HEADER]);
    try {
      await this.replies.send({
        topic: headers[REPLY_TOPIC_HEADER] ?? `${topic}.reply`,
        value,
        headers: replyHeaders,
        ...(Number.isInteger(replyPartition) && headers[REPLY_PARTITION_HEADER] !== undefined ? { partition: replyPartition } : {}),
      });
    } catch (error) {
      getProcessLogger().warn({ err: error, topic }, 'reply could not be produced; the caller will time out');
    }
  }

  private scheduleCommit(): void {
    if (this.commitTimer !== undefined) return;
    this.commitTimer = setTimeout(() => {
      this.commitTimer = undefined;
      this.committing = this.committing.then(() => this.commit());
    }, OFFSET_COMMIT_INTERVAL_MS);
  }

  private async commit(): Promise<void> {
    const offsets = this.offsets.committable();
    if (offsets.length === 0 || this.consumer === undefined) return;
    try {
      await this.consumer.commitOffsets(offsets);
      this.offsets.markCommitted(offsets);
    } catch (error) {
      // A rebalance or restart re-reads from the last good commit; late requests are skipped by their deadline.
      getProcessLogger().warn({ err: error }, 'offset commit failed');
    }
  }

  /** Stops fetching, lets the requests in hand finish and answer, commits, then disconnects. */
  async close(): Promise<void> {
    const consumer = this.consumer;
    if (consumer === undefined) return;
    await consumer.stop();
    await this.slots.drained(SHUTDOWN_DRAIN_MS);
    clearTimeout(this.commitTimer);
    this.commitTimer = undefined;
    await this.committing;
    await this.commit();
    await consumer.disconnect();
    await this.producer?.disconnect();
    this.consumer = undefined;
    this.producer = undefined;
  }

  on(): never {
    throw new Error('KafkaRequestServer has no events to listen to');
  }

  unwrap<T>(): T {
    if (this.consumer === undefined || this.producer === undefined) throw new Error('KafkaRequestServer is not listening');
    return [this.consumer, this.producer] as T;
  }
}
