import type { ScheduleScope } from '@tenon/contracts/types';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/use-session';
import { realtimeClient, type RealtimeChange } from './realtime-client';

/** Changes of one burst (a closed week, a mass edit) are told to the screen once, this long after the first. */
const GATHER_MS = 150;

/**
 * Calls `onChanges` when someone changes the schedule the screen shows (types as in spec part 3, 7), with the changes
 * gathered over a moment; the screen typically reloads what it shows.
 */
export function useScheduleChanges(place: ScheduleScope | null, types: readonly RealtimeChange['type'][], onChanges: (changes: RealtimeChange[]) => void): void {
  const sessionToken = useSession().companySession?.sessionToken ?? null;
  const latest = useRef(onChanges);
  latest.current = onChanges;
  const typeKey = types.join(',');
  const projectId = place?.projectId ?? null;
  const scheduleId = place?.scheduleId ?? null;

  useEffect(() => {
    if (projectId === null || scheduleId === null || sessionToken === null) return undefined;
    const wanted = new Set(typeKey.split(','));
    let gathered: RealtimeChange[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = realtimeClient.follow({ projectId, scheduleId }, (change) => {
      if (!wanted.has(change.type)) return;
      gathered.push(change);
      timer ??= setTimeout(() => {
        const changes = gathered;
        gathered = [];
        timer = null;
        latest.current(changes);
      }, GATHER_MS);
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      stop();
    };
  }, [projectId, scheduleId, sessionToken, typeKey]);
}
