/**
 * Read models that keep a schedule's activities many to a document (curves, BI activities) spread them over
 * ACTIVITY_CHUNKS documents by activity id: about 300 each at 10,000 activities. FerretDB decodes a document value by
 * value, so thousands of small documents cost seconds where a few dozen holding JSON text cost milliseconds.
 */
export const ACTIVITY_CHUNKS = 32;

/** The chunk of an activity, from its id (FNV-1a): the same on every write and every replica. */
export function activityChunkOf(activityId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < activityId.length; i++) {
    hash ^= activityId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % ACTIVITY_CHUNKS;
}

/** Items by the chunk their activity falls in. */
export function byActivityChunk<T>(items: readonly T[], activityIdOf: (item: T) => string): Map<number, T[]> {
  const chunks = new Map<number, T[]>();
  for (const item of items) {
    const chunk = activityChunkOf(activityIdOf(item));
    const held = chunks.get(chunk);
    if (held === undefined) chunks.set(chunk, [item]);
    else held.push(item);
  }
  return chunks;
}
