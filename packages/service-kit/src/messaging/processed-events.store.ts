import type { Connection } from 'mongoose';
import type { DomainEvent } from '@tenon/contracts';

interface ProcessedEventRecord {
  _id: string;
  topic: string;
  processedAt: Date;
}

const DUPLICATE_KEY = 11000;

/**
 * Remembers handled event ids in the consuming service's own database (`_id` is the event id, so the
 * uniqueness needs no extra index), making redelivered events harmless.
 */
export class ProcessedEventsStore {
  constructor(private readonly connection: Connection) {}

  private get records() {
    return this.connection.collection<ProcessedEventRecord>('processed_events');
  }

  async wasProcessed(eventId: string): Promise<boolean> {
    return (await this.records.countDocuments({ _id: eventId }, { limit: 1 })) > 0;
  }

  /** Runs `work` unless the event was handled before; returns whether it ran. */
  async consumeOnce(event: Pick<DomainEvent<unknown>, 'eventId' | 'topic'>, work: () => Promise<void>): Promise<boolean> {
    if (await this.wasProcessed(event.eventId)) return false;
    await work();
    try {
      await this.records.insertOne({ _id: event.eventId, topic: event.topic, processedAt: new Date() });
    } catch (error) {
      // Two deliveries raced; the work is idempotent by contract, the record exists: nothing to do.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    return true;
  }
}
