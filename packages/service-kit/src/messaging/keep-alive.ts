/** How often a member running a long event handler tells its group it is alive (the group's heartbeat interval). */
export const KEEP_ALIVE_INTERVAL_MS = 1_000;

/**
 * Runs `work` while beating the consumer group's heartbeat. KafkaJS only beats when the handler yields to it: one
 * event that took longer than the session timeout (a 10,000-activity plan's rows on a busy database) got the member
 * taken for dead, its partitions handed out again and the same event started over, in a loop that never caught up.
 * A failed beat (a rebalance under way) is left to the consumer, which sees it at its next fetch.
 */
export async function keepingAlive<T>(heartbeat: () => Promise<void>, work: () => Promise<T>, intervalMs = KEEP_ALIVE_INTERVAL_MS): Promise<T> {
  const timer = setInterval(() => {
    heartbeat().catch(() => undefined);
  }, intervalMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
