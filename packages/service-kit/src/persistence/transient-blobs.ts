import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Bytes that live a few minutes in Redis under a random id, scoped by company: an uploaded file handed from the
 * gateway to the service that reads it (too large for a Kafka message), or a read file waiting for the planner's
 * go-ahead. Expiry is Redis's own, so an abandoned upload leaves nothing behind.
 */
export class TransientBlobs {
  constructor(private readonly redis: Redis) {}

  async put(companyId: string, kind: string, bytes: Buffer, ttlSeconds: number, id: string = randomUUID()): Promise<string> {
    await this.redis.set(this.key(companyId, kind, id), bytes, 'EX', ttlSeconds);
    return id;
  }

  /** The bytes, or null when expired, taken, or stored for another company. */
  async get(companyId: string, kind: string, id: string): Promise<Buffer | null> {
    return this.redis.getBuffer(this.key(companyId, kind, id));
  }

  /** Read once: the bytes are gone after this, whoever asks next. */
  async take(companyId: string, kind: string, id: string): Promise<Buffer | null> {
    const key = this.key(companyId, kind, id);
    const replies = await this.redis.multi().getBuffer(key).del(key).exec();
    const [error, value] = replies?.[0] ?? [null, null];
    if (error) throw error;
    return (value as Buffer | null) ?? null;
  }

  async delete(companyId: string, kind: string, id: string): Promise<void> {
    await this.redis.del(this.key(companyId, kind, id));
  }

  /** Seconds left, or a negative number when gone. */
  async secondsLeft(companyId: string, kind: string, id: string): Promise<number> {
    return this.redis.ttl(this.key(companyId, kind, id));
  }

  private key(companyId: string, kind: string, id: string): string {
    return `blob:${kind}:${companyId}:${id}`;
  }
}
