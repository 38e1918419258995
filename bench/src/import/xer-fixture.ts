/** What the owner changed in the next version of a generated file. */
export interface XerRevision {
  /** Every n-th activity takes a day longer. */
  longerEvery: number;
  /** Every n-th activity is renamed. */
  renameEvery: number;
  /** The last activities are dropped, and as many new ones added after them. */
  replaced: number;
}

const PER_WBS = 50;

const row = (...fields: Array<string | number>) => `%R\t${fields.join('\t')}`;

/**
 * A P6 export as a planner sends it, at any size: WBS of 50 activities each, chains with lags and cross links, some
 * progress; with `revision`, the owner's next version of it.
 */
export function xerOf(size: number, revision?: XerRevision): string {
  const wbsCount = Math.ceil((size + (revision?.replaced ?? 0)) / PER_WBS);
  const lines = ['ERMHDR\t19.12\t2026-01-05\tProject\tadmin', '%T\tPROJECT', '%F\tproj_id\tproj_short_name\tplan_start_date\tlast_recalc_date\texport_flag', row(1, 'BENCH', '2026-02-02 08:00', '2026-03-02 08:00', 'Y')];
  lines.push('%T\tPROJWBS', '%F\twbs_id\tproj_id\tparent_wbs_id\tseq_num\tproj_node_flag\twbs_short_name\twbs_name', row(1, 1, '', 0, 'Y', 'BENCH', 'Bench'));
  for (let w = 0; w < wbsCount; w++) lines.push(row(100 + w, 1, 1, w, 'N', `W${w}`, `Zone ${w}`));
  lines.push(
    '%T\tTASK',
    '%F\ttask_id\tproj_id\twbs_id\ttask_type\tstatus_code\ttask_code\ttask_name\ttarget_drtn_hr_cnt\tremain_drtn_hr_cnt\tphys_complete_pct\tact_start_date\tcstr_type\tcstr_date',
  );
  const dropped = revision === undefined ? size : size - revision.replaced;
  for (let i = 0; i < size + (revision?.replaced ?? 0); i++) {
    if (i >= dropped && i < size) continue;
    const longer = revision !== undefined && i % revision.longerEvery === 0 ? 8 : 0;
    const name = revision !== undefined && i % revision.renameEvery === 0 ? `Activity ${i + 1} (rev)` : `Activity ${i + 1}`;
    const started = i % PER_WBS < 3 && i < size / 4;
    const milestone = i % PER_WBS === PER_WBS - 1;
    const hours = milestone ? 0 : 8 * (1 + (i % 7)) + longer;
    const constraint = i % 97 === 0 ? ['CS_MSOA', '2026-03-02 08:00'] : ['', ''];
    lines.push(row(1000 + i, 1, 100 + Math.floor(i / PER_WBS), milestone ? 'TT_FinMile' : 'TT_Task', started ? 'TK_Active' : 'TK_NotStart', `A${1000 + i}`, name, hours, started ? hours / 2 : hours, started ? 50 : 0, started ? '2026-02-02 08:00' : '', ...constraint));
  }
  lines.push('%T\tTASKPRED', '%F\ttask_pred_id\ttask_id\tpred_task_id\tproj_id\tpred_proj_id\tpred_type\tlag_hr_cnt');
  let link = 1;
  for (let i = 1; i < size; i++) {
    if (i >= dropped) break;
    if (i % PER_WBS !== 0) lines.push(row(link++, 1000 + i, 999 + i, 1, 1, 'PR_FS', i % 11 === 0 ? 16 : 0));
    if (i >= PER_WBS && i % 5 === 0) lines.push(row(link++, 1000 + i, 1000 + i - PER_WBS, 1, 1, i % 2 === 0 ? 'PR_SS' : 'PR_FF', 8));
  }
  lines.push('%E');
  return lines.join('\r\n');
}

