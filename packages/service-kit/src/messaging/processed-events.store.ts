import type { Connection } from 'mongoose';
import type { DomainEvent } from '@tenon/contracts';

interface ProcessedEventRecord {
  _id: string;
  topic: string;
  processedAt: Date;
}

const DUPLICATE_KEY = 11000;
/** Event ids looked up at once while taking a batch: each is a read by key, mostly round trip. */
const LOOKUPS_AT_ONCE = 16;

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

  /**
   * `consumeOnce` for consecutive events of one partition: `work` gets, in order, those not handled before (a
   * redelivered one once), then all are remembered in one insert. Each is looked up by `_id` alone, the one filter
   * FerretDB's SQLite backend reads by key (an `$in` would scan every event ever handled).
   */
  async consumeBatchOnce<T extends Pick<DomainEvent<unknown>, 'eventId' | 'topic'>>(events: readonly T[], work: (fresh: T[]) => Promise<void>): Promise<T[]> {
    const byId = new Map<string, T>();
    for (const event of events) if (!byId.has(event.eventId)) byId.set(event.eventId, event);
    const unique = [...byId.values()];
    const done: boolean[] = [];
    for (let start = 0; start < unique.length; start += LOOKUPS_AT_ONCE) {
      const slice = unique.slice(start, start + LOOKUPS_AT_ONCE);
      done.push(...(await Promise.all(slice.map(async (event) => (await this.records.findOne({ _id: event.eventId }, { projection: { _id: 1 } })) !== null))));
    }
    const fresh = unique.filter((_, index) => !done[index]);
    if (fresh.length === 0) return fresh;
    await work(fresh);
    const processedAt = new Date();
    try {
      await this.records.insertMany(
        fresh.map((event) => ({ _id: event.eventId, topic: event.topic, processedAt })),
        { ordered: false },
      );
    } catch (error) {
      // As in `consumeOnce`: a record another delivery wrote first is fine; any other failure is not.
      const failures = (error as { writeErrors?: Array<{ code?: number }> | { code?: number } }).writeErrors;
      const codes = failures === undefined ? [(error as { code?: number }).code] : (Array.isArray(failures) ? failures : [failures]).map((failure) => failure.code);
      if (codes.some((code) => code !== DUPLICATE_KEY)) throw error;
    }
    return fresh;
  }
}
