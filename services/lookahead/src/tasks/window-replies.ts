import type { LookaheadWindowReply } from '@tenon/contracts';
import { unchangingReply } from '@tenon/service-kit';

/** What a window reply is built from: the kept activity rows and tasks (changed only by being replaced), and the rest. */
export interface WindowSources {
  activities: readonly object[];
  tasks: readonly object[];
  openRoadblocks: ReadonlyMap<string, number>;
}

interface Kept {
  sources: WindowSources;
  reply: LookaheadWindowReply;
}

/** Schedule windows whose last reply is kept: a few per open schedule, each a few megabytes at 2,000 tasks. */
const KEPT_MAX = 16;

/**
 * The last reply of each window (schedule, dates and the caller's editing scope, in `key`), given again while its
 * sources are the same rows: building 2,000 tasks' reply and writing its JSON took about 50 ms of the service per read,
 * though a planner's reopen or a second reader asks for exactly what was answered before. The read model and the
 * task store replace a row to change it, never write into it, so the same rows mean the same reply.
 */
export class WindowReplies {
  private readonly kept = new Map<string, Kept>();

  replyOf(key: string, sources: WindowSources, build: () => LookaheadWindowReply): LookaheadWindowReply {
    const held = this.kept.get(key);
    if (held !== undefined && sameSources(held.sources, sources)) {
      // Most recently used last, so that the oldest is the first to go.
      this.kept.delete(key);
      this.kept.set(key, held);
      return held.reply;
    }
    const reply = unchangingReply(build());
    this.kept.delete(key);
    this.kept.set(key, { sources: { activities: sources.activities.slice(), tasks: sources.tasks.slice(), openRoadblocks: new Map(sources.openRoadblocks) }, reply });
    if (this.kept.size > KEPT_MAX) this.kept.delete(this.kept.keys().next().value as string);
    return reply;
  }
}

function sameRows(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function sameSources(a: WindowSources, b: WindowSources): boolean {
  if (!sameRows(a.activities, b.activities) || !sameRows(a.tasks, b.tasks) || a.openRoadblocks.size !== b.openRoadblocks.size) return false;
  for (const [taskId, count] of b.openRoadblocks) if (a.openRoadblocks.get(taskId) !== count) return false;
  return true;
}
