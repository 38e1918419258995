import { Schema, Types, type Model } from 'mongoose';
import { companyIdOf, type TenantScope } from './tenant-scope';

/** Where a kept copy of some rows was read: trusted while the stored stamp is still this one. */
export interface Stamp {
  epoch: string;
  stamp: number;
}

export interface StampDocument {
  _id: string;
  companyId: string;
  epoch: string;
  stamp: number;
}

export const sameStamp = (a: Stamp | null, b: Stamp | null): boolean => a !== null && b !== null && a.epoch === b.epoch && a.stamp === b.stamp;

/**
 * A stamp per key (`<companyId>:<what>`), raised after every write of what it covers. `epoch` is new each time the
 * document is created, so a stamp counted again from one after the document was lost is not taken for an old one.
 */
export function stampSchema(collection: string): Schema<StampDocument> {
  return new Schema<StampDocument>(
    {
      _id: { type: String, required: true },
      companyId: { type: String, required: true },
      epoch: { type: String, required: true },
      stamp: { type: Number, required: true },
    },
    { collection, versionKey: false },
  );
}

/**
 * Reads and raises stamps, each by its key: FerretDB reads a filter naming `_id` through its index and scans for any
 * other. Every instance of a service sees the same stamps, so a copy kept by one is dropped after another's write.
 */
export class Stamps {
  constructor(private readonly model: Model<StampDocument>) {}

  /** The stamp of `what`, made when it has none so that a copy read now can be trusted until the next write. */
  async current(scope: TenantScope, what: string): Promise<Stamp> {
    const found = await this.model.findOne({ _id: this.key(scope, what) }).lean<StampDocument>().exec();
    if (found !== null) return { epoch: found.epoch, stamp: found.stamp };
    return this.raise(scope, what);
  }

  /** Called after a write of `what`; answers the new stamp (one above the last when nothing else wrote). */
  async raise(scope: TenantScope, what: string): Promise<Stamp> {
    const raised = await this.model
      .findOneAndUpdate(
        { _id: this.key(scope, what) },
        { $inc: { stamp: 1 }, $setOnInsert: { companyId: companyIdOf(scope), epoch: new Types.ObjectId().toHexString() } },
        { upsert: true, new: true },
      )
      .lean<StampDocument>()
      .exec();
    if (raised === null) throw new Error('a stamp upsert answered no record');
    return { epoch: raised.epoch, stamp: raised.stamp };
  }

  private key(scope: TenantScope, what: string): string {
    return `${companyIdOf(scope)}:${what}`;
  }
}

/**
 * Copies kept in this process (a schedule's rows), each trusted at the stamp it was read or written at; the least
 * recently used goes first past `capacity`.
 */
export class StampedCopies<T> {
  private readonly kept = new Map<string, { stamp: Stamp; value: T }>();

  constructor(private readonly capacity: number) {}

  /** The copy kept at exactly this stamp. */
  at(key: string, stamp: Stamp): T | undefined {
    const held = this.kept.get(key);
    if (held === undefined || !sameStamp(held.stamp, stamp)) return undefined;
    this.remember(key, held);
    return held.value;
  }

  /** A copy read at `stamp`. A copy kept at a later stamp (a write landed while this one was read) stays. */
  keep(key: string, stamp: Stamp, value: T): void {
    const held = this.kept.get(key);
    if (held !== undefined && held.stamp.epoch === stamp.epoch && held.stamp.stamp > stamp.stamp) return;
    this.remember(key, { stamp, value });
  }

  /**
   * After a write raised the stamp to `raised`: the copy changed by `apply` when it was kept at the stamp just below
   * (no other write came between, here or in another process), else forgotten.
   */
  wrote(key: string, raised: Stamp, apply?: (value: T) => T): void {
    const held = this.kept.get(key);
    if (held !== undefined && apply !== undefined && held.stamp.epoch === raised.epoch && held.stamp.stamp + 1 === raised.stamp) {
      this.kept.set(key, { stamp: raised, value: apply(held.value) });
    } else {
      this.kept.delete(key);
    }
  }

  private remember(key: string, held: { stamp: Stamp; value: T }): void {
    this.kept.delete(key);
    this.kept.set(key, held);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }
}
