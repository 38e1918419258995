export interface CommittableOffset {
  topic: string;
  partition: number;
  /** The next offset to read after a restart: every record below it has been answered. */
  offset: string;
}

interface PartitionProgress {
  topic: string;
  partition: number;
  pending: Set<bigint>;
  highestStarted: bigint;
  committed: bigint;
}

/**
 * Records of one partition finish out of order when they are handled concurrently; the committed offset may only
 * move past a record once it and every record before it is done, so a restart re-reads what was not answered.
 */
export class InFlightOffsets {
  private readonly partitions = new Map<string, PartitionProgress>();

  started(topic: string, partition: number, offset: string): void {
    const progress = this.progressOf(topic, partition);
    const value = BigInt(offset);
    progress.pending.add(value);
    if (value > progress.highestStarted) progress.highestStarted = value;
  }

  finished(topic: string, partition: number, offset: string): void {
    this.partitions.get(`${topic}:${partition}`)?.pending.delete(BigInt(offset));
  }

  get pendingCount(): number {
    let count = 0;
    for (const progress of this.partitions.values()) count += progress.pending.size;
    return count;
  }

  /** Offsets that moved since the last successful commit. */
  committable(): CommittableOffset[] {
    const offsets: CommittableOffset[] = [];
    for (const progress of this.partitions.values()) {
      let next = progress.highestStarted + 1n;
      for (const offset of progress.pending) if (offset < next) next = offset;
      if (next > progress.committed) offsets.push({ topic: progress.topic, partition: progress.partition, offset: next.toString() });
    }
    return offsets;
  }

  markCommitted(offsets: readonly CommittableOffset[]): void {
    for (const { topic, partition, offset } of offsets) {
      const progress = this.partitions.get(`${topic}:${partition}`);
      const value = BigInt(offset);
      if (progress !== undefined && value > progress.committed) progress.committed = value;
    }
  }

  /** A new group generation reads from the committed offsets again: what the old one had in flight no longer counts. */
  reset(): void {
    this.partitions.clear();
  }

  private progressOf(topic: string, partition: number): PartitionProgress {
    const key = `${topic}:${partition}`;
    let progress = this.partitions.get(key);
    if (progress === undefined) {
      progress = { topic, partition, pending: new Set(), highestStarted: -1n, committed: -1n };
      this.partitions.set(key, progress);
    }
    return progress;
  }
}
