import { KafkaContext, Server, Transport, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { Kafka, logLevel, type Consumer, type EachBatchPayload, type KafkaConfig, type KafkaMessage, type Producer } from 'kafkajs';
import { isObservable, lastValueFrom } from 'rxjs';
import { kafkaConsumerConfig, kafkaProducerConfig, OFFSET_COMMIT_INTERVAL_MS, requestGroupOf, SHUTDOWN_DRAIN_MS } from '../config/kafka-options';
import { bareTopic, namespacedTopic } from '../config/topic-namespace';
import { getProcessLogger } from '../logging/process-logger';
import { ConcurrencyLimit } from './concurrency-limit';
import { offsetsFixed } from './consumer-ready';
import { conditionalReplyValue, IF_NONE_MATCH_HEADER } from './conditional-reply';
import { EVENT_BATCH_MAX, takesEventBatches } from './event-batch';
import { InFlightOffsets } from './in-flight-offsets';
import { CORRELATION_ID_HEADER, NEST_ERROR_HEADER, REPLY_TOPIC_HEADER } from './request-transport';
import { TickBatchedSender } from './tick-batched-sender';
import { keepingAlive } from './keep-alive';

/** How long a start waits for a lane to join its group: past a killed member's session (10 s) and its rebalance. */
const LANE_READY_TIMEOUT_MS = 30_000;

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

/** One consumer group of this server: its consumer, the offsets it has in hand and its pending commit. */
interface Lane {
  name: 'requests' | 'events';
  consumer: Consumer;
  offsets: InFlightOffsets;
  commitTimer: NodeJS.Timeout | undefined;
  committing: Promise<void>;
}

/**
 * Answers request topics for the `@ServiceRequestHandler` / `@MessagePattern` handlers Nest discovers. Nest's own
 * Kafka server handles one record per partition at a time and waits for it before fetching again; a request does
 * not need ordering, so here a fetched batch is handed to up to `concurrency` handlers at once and the fetch loop
 * goes on. Offsets are committed only up to the oldest request not yet answered. Event topics (`@EventPattern`)
 * keep their per-partition order: their records are handled one after another.
 *
 * Requests and events are read by two consumers: one consumer works on one batch at a time, so a backlog of events
 * (a restart after a big import) held every request, health pings included, until it was worked off.
 */
export class KafkaRequestServer extends Server implements CustomTransportStrategy {
  override readonly transportId = Transport.KAFKA;
  private lanes: Lane[] = [];
  private producer: Producer | undefined;
  private readonly replies = new TickBatchedSender(() => this.producer);
  private readonly slots: ConcurrencyLimit;

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
    const producer = kafka.producer(kafkaProducerConfig);
    this.producer = producer;
    await producer.connect();
    // A topic mixing batch and single-event handlers is refused at start, not at its first event.
    for (const [topic, handler] of this.getHandlers()) takesEventBatches(topic, handler);
    const eventTopics: string[] = [];
    const requestTopics: string[] = [];
    for (const [topic, handler] of this.getHandlers()) (handler.isEventHandler === true ? eventTopics : requestTopics).push(namespacedTopic(topic));
    // Events resume from the group's committed offsets (or the start, when asked); requests only matter while fresh.
    const ready: Array<Promise<void>> = [];
    if (eventTopics.length > 0) ready.push((await this.startLane(kafka, 'events', this.options.groupId, eventTopics, this.options.fromBeginning)).joined);
    if (requestTopics.length > 0) ready.push((await this.startLane(kafka, 'requests', requestGroupOf(this.options.groupId), requestTopics, false)).joined);
    // Ready when a request or event sent from now on will be read: a fresh group starts at the log end, and the
    // first requests after a start (another service's access check) were lost until its offsets were fixed.
    await Promise.all(ready);
  }

  /** Starts the lane's consumer; `joined` settles once the lane's offsets are fixed. */
  private async startLane(kafka: Kafka, name: Lane['name'], groupId: string, topics: string[], fromBeginning: boolean): Promise<{ joined: Promise<void> }> {
    const consumer = kafka.consumer(kafkaConsumerConfig(groupId));
    const lane: Lane = { name, consumer, offsets: new InFlightOffsets(), commitTimer: undefined, committing: Promise.resolve() };
    this.lanes.push(lane);
    await consumer.connect();
    consumer.on(consumer.events.GROUP_JOIN, () => lane.offsets.reset());
    await consumer.subscribe({ topics, fromBeginning });
    const fixed = offsetsFixed(consumer, LANE_READY_TIMEOUT_MS);
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: (payload) => this.takeBatch(lane, payload),
    });
    const joined = fixed.then((ready) => {
      // Serving late beats not serving: the group may be waiting out a killed member's session.
      if (!ready) getProcessLogger().warn({ lane: name, groupId }, `the ${name} lane had not joined its group after ${LANE_READY_TIMEOUT_MS} ms; starting anyway`);
    });
    return { joined };
  }

  private async takeBatch(lane: Lane, payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    const { topic, partition } = batch;
    const resolveOffset = (offset: string): void => payload.resolveOffset(offset);
    const heartbeat = (): Promise<void> => payload.heartbeat();
    // Topics are plain strings: a direct lookup, where Nest's pattern lookup throws and catches a JSON error per call.
    const handler = this.getHandlers().get(bareTopic(topic)) ?? null;
    if (handler !== null && takesEventBatches(topic, handler)) {
      await this.takeEventBatches(lane, payload);
      return;
    }
    for (const message of batch.messages) {
      if (!payload.isRunning() || payload.isStale()) return;
      const headers = decodeHeaders(message);
      const isRequest = handler?.isEventHandler !== true && headers[CORRELATION_ID_HEADER] !== undefined && headers[REPLY_TOPIC_HEADER] !== undefined;
      if (!isRequest) {
        lane.offsets.started(topic, partition, message.offset);
        await keepingAlive(heartbeat, () => this.handleEvent(bareTopic(topic), { pattern: bareTopic(topic), data: decodeValue(message) }, this.contextOf(lane, topic, partition, message, headers, heartbeat)));
        lane.offsets.finished(topic, partition, message.offset);
        resolveOffset(message.offset);
        this.scheduleCommit(lane);
        continue;
      }
      // A full house stops the fetch loop here; the broker keeps the rest until a slot frees.
      if (!(await this.slots.acquire())) await heartbeat();
      lane.offsets.started(topic, partition, message.offset);
      resolveOffset(message.offset);
      void this.answer(lane, handler, topic, partition, message, headers, heartbeat).finally(() => {
        this.slots.release();
        lane.offsets.finished(topic, partition, message.offset);
        this.scheduleCommit(lane);
      });
    }
  }

  /**
   * Batch handlers get the fetched records in order, `EVENT_BATCH_MAX` at a time; each slice is finished by every
   * handler of the topic before the next one starts, so events keep their partition's order as with single handlers.
   */
  private async takeEventBatches(lane: Lane, payload: EachBatchPayload): Promise<void> {
    const { topic, partition, messages } = payload.batch;
    const pattern = bareTopic(topic);
    const heartbeat = (): Promise<void> => payload.heartbeat();
    for (let start = 0; start < messages.length; start += EVENT_BATCH_MAX) {
      if (!payload.isRunning() || payload.isStale()) return;
      // A long backlog is many slices: the group hears from this member between them, so it is not taken for dead.
      await heartbeat();
      const slice = messages.slice(start, start + EVENT_BATCH_MAX);
      const last = slice[slice.length - 1] as KafkaMessage;
      for (const message of slice) lane.offsets.started(topic, partition, message.offset);
      await keepingAlive(heartbeat, () => this.handleEvent(pattern, { pattern, data: slice.map(decodeValue) }, this.contextOf(lane, topic, partition, last, decodeHeaders(last), heartbeat)));
      for (const message of slice) lane.offsets.finished(topic, partition, message.offset);
      payload.resolveOffset(last.offset);
      this.scheduleCommit(lane);
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

  private contextOf(lane: Lane, topic: string, partition: number, message: KafkaMessage, headers: Record<string, string>, heartbeat: () => Promise<void>): KafkaContext {
    // Nest re-declares the kafkajs types; both describe the same kafkajs 2.2.4 objects.
    const args = [{ ...message, headers }, partition, topic, lane.consumer, heartbeat, this.producer] as unknown as KafkaContextArgs;
    return new KafkaContext(args);
  }

  private async answer(
    lane: Lane,
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
        const context = this.contextOf(lane, topic, partition, message, headers, heartbeat);
        const response: unknown = await lastValueFrom(this.transformToObservable(handler(decodeValue(message), context)), { defaultValue: null });
        const ifNoneMatch = headers[IF_NONE_MATCH_HEADER];
        value = ifNoneMatch === undefined ? encodeResponse(response) : conditionalReplyValue(response, ifNoneMatch);
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

  private scheduleCommit(lane: Lane): void {
    if (lane.commitTimer !== undefined) return;
    lane.commitTimer = setTimeout(() => {
      lane.commitTimer = undefined;
      lane.committing = lane.committing.then(() => this.commit(lane));
    }, OFFSET_COMMIT_INTERVAL_MS);
  }

  private async commit(lane: Lane): Promise<void> {
    const offsets = lane.offsets.committable();
    if (offsets.length === 0) return;
    try {
      await lane.consumer.commitOffsets(offsets);
      lane.offsets.markCommitted(offsets);
    } catch (error) {
      // A rebalance or restart re-reads from the last good commit; late requests are skipped by their deadline.
      getProcessLogger().warn({ err: error, lane: lane.name }, 'offset commit failed');
    }
  }

  /** Stops fetching, lets the requests in hand finish and answer, commits, then disconnects. */
  async close(): Promise<void> {
    const lanes = this.lanes;
    if (lanes.length === 0 && this.producer === undefined) return;
    await Promise.all(lanes.map((lane) => lane.consumer.stop()));
    await this.slots.drained(SHUTDOWN_DRAIN_MS);
    for (const lane of lanes) {
      clearTimeout(lane.commitTimer);
      lane.commitTimer = undefined;
      await lane.committing;
      await this.commit(lane);
    }
    await Promise.all(lanes.map((lane) => lane.consumer.disconnect()));
    await this.producer?.disconnect();
    this.lanes = [];
    this.producer = undefined;
  }

  on(): never {
    throw new Error('KafkaRequestServer has no events to listen to');
  }

  unwrap<T>(): T {
    if (this.lanes.length === 0 || this.producer === undefined) throw new Error('KafkaRequestServer is not listening');
    return [this.lanes.map((lane) => lane.consumer), this.producer] as T;
  }
}
