import type { Connection } from 'mongoose';

/** Where one-off work on this database is remembered, by name. */
const MARKERS = 'analytics_markers';

/**
 * Runs `work` unless a marker says this database has had it; marks it done after, so a start does not do it again.
 * Answers what the work answered, 0 when it was done before.
 */
export async function oncePerDatabase(db: Connection, name: string, work: () => Promise<number>): Promise<number> {
  const markers = db.collection<{ _id: string; at: Date }>(MARKERS);
  if ((await markers.findOne({ _id: name })) !== null) return 0;
  const done = await work();
  await markers.updateOne({ _id: name }, { $set: { at: new Date() } }, { upsert: true });
  return done;
}
