import { deserialize, serialize } from 'node:v8';
import type { Redis } from 'ioredis';

/** Any company: bumped by a write whose company cannot be told, so every cached read of the service is dropped. */
const ALL_COMPANIES = '*';
export const READ_CACHE_TTL_SECONDS = 120;

/**
 * Both version counters and the cached value in one round trip. The value's key holds the versions it was read
 * under, so a write (which bumps a version after it lands) makes every older entry unreachable at once.
 */
const READ_SCRIPT = `
local company = redis.call('GET', KEYS[1]) or '0'
local all = redis.call('GET', KEYS[2]) or '0'
return { company, all, redis.call('GET', ARGV[1] .. company .. ':' .. all .. ':' .. ARGV[2]) }`;

export interface ReadCacheFigures {
  hits: number;
  misses: number;
}

/**
 * A read-through cache in Redis for a service's hot reads, shared by every instance of the service.
 * Entries are keyed by the company's data version; the mongoose plugin `invalidateReadCacheOnWrite` bumps it after
 * each write of that company's documents, so a read that follows a write (from any instance) never sees older data.
 * A read racing a write may store what it read under the old version, where no later read looks.
 * Values go through v8 serialization, so dates and nested structures come back as they were stored.
 */
export class ReadCache {
  readonly figures: ReadCacheFigures = { hits: 0, misses: 0 };

  constructor(
    private readonly redis: Redis,
    private readonly service: string,
    private readonly ttlSeconds = READ_CACHE_TTL_SECONDS,
  ) {
    if (!('tenonCacheRead' in redis)) redis.defineCommand('tenonCacheRead', { numberOfKeys: 2, lua: READ_SCRIPT });
  }

  /**
   * `load`'s answer for this company and key: from Redis when no write of the company happened since it was stored.
   * `keep` leaves out answers that this company's writes would not invalidate (say, another company's record).
   */
  async read<T>(companyId: string, key: string, load: () => Promise<T>, options: { keep?: (value: T) => boolean } = {}): Promise<T> {
    const [companyVersion, allVersion, cached] = (await (this.redis as unknown as CacheCommands).tenonCacheReadBuffer(
      this.versionKey(companyId),
      this.versionKey(ALL_COMPANIES),
      this.dataPrefix(companyId),
      key,
    )) as [Buffer, Buffer, Buffer | null];
    if (cached !== null) {
      this.figures.hits += 1;
      return deserialize(cached) as T;
    }
    this.figures.misses += 1;
    const value = await load();
    if (options.keep !== undefined && !options.keep(value)) return value;
    const dataKey = `${this.dataPrefix(companyId)}${companyVersion.toString()}:${allVersion.toString()}:${key}`;
    await this.redis.set(dataKey, serialize(value), 'EX', this.ttlSeconds);
    return value;
  }

  /** After a write of the company's data (undefined: a company that cannot be told, so all of them). */
  async invalidate(companyId: string | undefined): Promise<void> {
    const key = this.versionKey(companyId ?? ALL_COMPANIES);
    // The counter outlives every entry read under it, so an expired counter can never bring old entries back.
    await this.redis.multi().incr(key).expire(key, this.ttlSeconds * 2).exec();
  }

  private versionKey(companyId: string): string {
    return `readcache:${this.service}:version:${companyId}`;
  }

  private dataPrefix(companyId: string): string {
    return `readcache:${this.service}:data:${companyId}:`;
  }
}

interface CacheCommands {
  tenonCacheReadBuffer(companyKey: string, allKey: string, prefix: string, key: string): Promise<unknown>;
}
