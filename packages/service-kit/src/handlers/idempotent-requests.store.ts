import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { ServiceReply } from '@tenon/contracts';

interface IdempotentRequestRecord {
  _id: string;
  state: 'started' | 'done';
  /** Hash of the request data: a key reused for a different request is refused, not answered with another's result. */
  fingerprint: string;
  reply: ServiceReply<unknown> | null;
  at: Date;
}

export type IdempotentStart =
  | { kind: 'new' }
  | { kind: 'done'; reply: ServiceReply<unknown> }
  | { kind: 'in-progress' }
  | { kind: 'key-reused' };

const DUPLICATE_KEY = 11000;
/** Long enough for any retry a person or a client would make; the records are then swept by a TTL index. */
export const IDEMPOTENCY_RECORD_TTL_SECONDS = 24 * 60 * 60;

export function requestFingerprint(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data ?? null)).digest('base64url');
}

/**
 * The first outcome of each write that carried an idempotency key, in the service's own database: a retry of a write
 * whose answer was lost (a timeout, a restart) gets that outcome instead of applying the write a second time.
 */
export class IdempotentRequestsStore {
  private indexed: Promise<void> | undefined;

  constructor(private readonly connection: Connection) {}

  private get records() {
    return this.connection.collection<IdempotentRequestRecord>('idempotent_requests');
  }

  private ensureIndex(): Promise<void> {
    this.indexed ??= this.records
      .createIndex({ at: 1 }, { expireAfterSeconds: IDEMPOTENCY_RECORD_TTL_SECONDS })
      .then(() => undefined)
      .catch(() => undefined);
    return this.indexed;
  }

  /** Claims the key for this request, or tells what became of the request that claimed it first. */
  async begin(id: string, fingerprint: string): Promise<IdempotentStart> {
    await this.ensureIndex();
    try {
      await this.records.insertOne({ _id: id, state: 'started', fingerprint, reply: null, at: new Date() });
      return { kind: 'new' };
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    const first = await this.records.findOne({ _id: id });
    if (first === null) return this.begin(id, fingerprint);
    if (first.fingerprint !== fingerprint) return { kind: 'key-reused' };
    return first.state === 'done' && first.reply !== null ? { kind: 'done', reply: first.reply } : { kind: 'in-progress' };
  }

  async finish(id: string, reply: ServiceReply<unknown>): Promise<void> {
    await this.records.updateOne({ _id: id }, { $set: { state: 'done', reply } });
  }

  /** A request that failed unexpectedly may be tried again with the same key. */
  async release(id: string): Promise<void> {
    await this.records.deleteOne({ _id: id, state: 'started' });
  }
}

let active: IdempotentRequestsStore | undefined;

/** Set once per process by the service kit module; request handlers find it here (decorators cannot inject). */
export function useIdempotentRequests(store: IdempotentRequestsStore | undefined): void {
  active = store;
}

export function activeIdempotentRequests(): IdempotentRequestsStore | undefined {
  return active;
}
