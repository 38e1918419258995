/** Spec part 3, 4: the statuses of a roadblock. */
export type RoadblockStatus = 'draft' | 'notreleased' | 'released' | 'notcompromises' | 'expired';

/** The fields of a roadblock its status rules move together. */
export interface RoadblockState {
  status: RoadblockStatus;
  commitmentDate: string | null;
  releaseDate: string | null;
  releasedBy: string | null;
  reschedules: number;
}

/** Spec part 3, 4: a roadblock nobody committed to cannot be set released or not released ('change_notcommitment'). */
export const CHANGE_NOT_COMMITMENT = 'CHANGE_NOT_COMMITMENT';

export type StatusChangeResult<T> = { ok: true; roadblock: T } | { ok: false; code: typeof CHANGE_NOT_COMMITMENT };

/** Only a released roadblock stops restricting its tasks; a draft or an expired one still blocks them. */
export const isRoadblockOpen = (status: RoadblockStatus): boolean => status !== 'released';

/**
 * Setting released stamps the release date and who released it; any other status clears them, as the roadblock is
 * open again. Releasing a released roadblock keeps its first release.
 */
export function roadblockStatusChange<T extends RoadblockState>(roadblock: T, status: RoadblockStatus, by: { userId: string; now: Date }): StatusChangeResult<T> {
  if (roadblock.status === 'notcompromises' && (status === 'released' || status === 'notreleased')) return { ok: false, code: CHANGE_NOT_COMMITMENT };
  if (status === 'released') {
    if (roadblock.status === 'released') return { ok: true, roadblock };
    return { ok: true, roadblock: { ...roadblock, status, releaseDate: by.now.toISOString(), releasedBy: by.userId } };
  }
  return { ok: true, roadblock: { ...roadblock, status, releaseDate: null, releasedBy: null } };
}

/**
 * Spec part 3, 4 (bulk commitment date): an open roadblock becomes expired when the new date is before today,
 * otherwise not released (a date given is a commitment, so notcompromises ends too). A released one stays released.
 * Moving a date that was already set counts a reschedule.
 */
export function roadblockCommitmentChange<T extends RoadblockState>(roadblock: T, commitmentDate: string | null, today: string): T {
  if (commitmentDate === roadblock.commitmentDate) return roadblock;
  const reschedules = roadblock.commitmentDate !== null && commitmentDate !== null ? roadblock.reschedules + 1 : roadblock.reschedules;
  if (roadblock.status === 'released' || commitmentDate === null) return { ...roadblock, commitmentDate, reschedules };
  const status: RoadblockStatus = commitmentDate.slice(0, 10) < today.slice(0, 10) ? 'expired' : 'notreleased';
  return { ...roadblock, commitmentDate, reschedules, status };
}
