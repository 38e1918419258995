import type { CncView, TaskCommitment, WeekReply } from '@tenon/contracts/types';

export type WeekReportKind = 'commitment' | 'closure';

/** One line of a week report: an activity heading, or a commitment under it. */
export type WeekReportRow =
  | { kind: 'activity'; key: string; name: string }
  | {
      kind: 'commitment';
      key: string;
      name: string;
      responsible: string;
      subcontract: string;
      start: string;
      finish: string;
      progressAtCommit: number;
      committed: number;
      realized: number | null;
      met: boolean | null;
      causes: string[];
    };

export interface WeekReportNames {
  person: (userId: string) => string;
  subcontract: (subcontractId: string | null) => string;
}

/**
 * The commitments of the week grouped by activity, in the week's order, each with what was kept and the causes recorded
 * for it (CNCs naming its commitment, or its task in that week).
 */
export function weekReportRows(week: WeekReply, cncs: readonly CncView[], names: WeekReportNames): WeekReportRow[] {
  const causesOf = (commitment: TaskCommitment): string[] =>
    cncs.filter((cnc) => cnc.commitmentIds.includes(commitment.id) || (cnc.weekStart === week.week.start && cnc.taskIds.includes(commitment.taskId))).map((cnc) => cnc.name);
  const rows: WeekReportRow[] = [];
  const byActivity = new Map<string, TaskCommitment[]>();
  for (const commitment of week.commitments) {
    const list = byActivity.get(commitment.activityId);
    if (list === undefined) byActivity.set(commitment.activityId, [commitment]);
    else list.push(commitment);
  }
  for (const [activityId, commitments] of byActivity) {
    rows.push({ kind: 'activity', key: `activity:${activityId}`, name: commitments[0]!.activityName });
    for (const commitment of commitments) {
      rows.push({
        kind: 'commitment',
        key: commitment.id,
        name: commitment.name,
        responsible: commitment.responsibleIds.map(names.person).join(', ') || '—',
        subcontract: names.subcontract(commitment.subcontractId),
        start: commitment.start.slice(0, 10),
        finish: commitment.finish.slice(0, 10),
        progressAtCommit: commitment.progressAtCommit,
        committed: commitment.committedPercent,
        realized: commitment.realizedPercent,
        met: commitment.met,
        causes: causesOf(commitment),
      });
    }
  }
  return rows;
}

/** The same rows as a sheet: a header and one line per commitment, the activity repeated for filters and pivots. */
export function weekReportSheet(rows: readonly WeekReportRow[], kind: WeekReportKind, headers: Record<string, string>): Array<Array<string | number | null>> {
  const closure = kind === 'closure';
  const sheet: Array<Array<string | number | null>> = [
    [headers.activity!, headers.task!, headers.responsible!, headers.subcontract!, headers.start!, headers.finish!, headers.progress!, headers.committed!, ...(closure ? [headers.realized!, headers.met!, headers.causes!] : [])],
  ];
  let activity = '';
  for (const row of rows) {
    if (row.kind === 'activity') {
      activity = row.name;
      continue;
    }
    sheet.push([
      activity,
      row.name,
      row.responsible,
      row.subcontract,
      row.start,
      row.finish,
      row.progressAtCommit,
      row.committed,
      ...(closure ? [row.realized, row.met === null ? null : row.met ? headers.yes! : headers.no!, row.causes.join('; ')] : []),
    ]);
  }
  return sheet;
}
