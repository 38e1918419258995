import { adminSession, BASE, call } from '../support/product-api';

/**
 * Import of a 4,000-activity Primavera XER through the running product (`npm start`): upload to preview (the file
 * read and mapped by the masterplan service, the preview kept), and finish (the plan saved as version 1).
 * Goal (issue 10): upload to preview < 3 s. Each run imports into a new schedule, deleted afterwards.
 */
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 4_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PER_WBS = 50;

const row = (...fields: Array<string | number>) => `%R\t${fields.join('\t')}`;

/** A P6 export as a planner sends it: WBS of 50 activities each, chains with lags and cross links, some progress. */
function xerOf(size: number): string {
  const wbsCount = Math.ceil(size / PER_WBS);
  const lines = ['ERMHDR\t19.12\t2026-01-05\tProject\tadmin', '%T\tPROJECT', '%F\tproj_id\tproj_short_name\tplan_start_date\tlast_recalc_date\texport_flag', row(1, 'BENCH', '2026-02-02 08:00', '2026-03-02 08:00', 'Y')];
  lines.push('%T\tPROJWBS', '%F\twbs_id\tproj_id\tparent_wbs_id\tseq_num\tproj_node_flag\twbs_short_name\twbs_name', row(1, 1, '', 0, 'Y', 'BENCH', 'Bench'));
  for (let w = 0; w < wbsCount; w++) lines.push(row(100 + w, 1, 1, w, 'N', `W${w}`, `Zone ${w}`));
  lines.push(
    '%T\tTASK',
    '%F\ttask_id\tproj_id\twbs_id\ttask_type\tstatus_code\ttask_code\ttask_name\ttarget_drtn_hr_cnt\tremain_drtn_hr_cnt\tphys_complete_pct\tact_start_date\tcstr_type\tcstr_date',
  );
  for (let i = 0; i < size; i++) {
    const started = i % PER_WBS < 3 && i < size / 4;
    const milestone = i % PER_WBS === PER_WBS - 1;
    const hours = milestone ? 0 : 8 * (1 + (i % 7));
    const constraint = i % 97 === 0 ? ['CS_MSOA', '2026-03-02 08:00'] : ['', ''];
    lines.push(row(1000 + i, 1, 100 + Math.floor(i / PER_WBS), milestone ? 'TT_FinMile' : 'TT_Task', started ? 'TK_Active' : 'TK_NotStart', `A${1000 + i}`, `Activity ${i + 1}`, hours, started ? hours / 2 : hours, started ? 50 : 0, started ? '2026-02-02 08:00' : '', ...constraint));
  }
  lines.push('%T\tTASKPRED', '%F\ttask_pred_id\ttask_id\tpred_task_id\tproj_id\tpred_proj_id\tpred_type\tlag_hr_cnt');
  let link = 1;
  for (let i = 1; i < size; i++) {
    if (i % PER_WBS !== 0) lines.push(row(link++, 1000 + i, 999 + i, 1, 1, 'PR_FS', i % 11 === 0 ? 16 : 0));
    if (i >= PER_WBS && i % 5 === 0) lines.push(row(link++, 1000 + i, 1000 + i - PER_WBS, 1, 1, i % 2 === 0 ? 'PR_SS' : 'PR_FF', 8));
  }
  lines.push('%E');
  return lines.join('\r\n');
}

async function main(): Promise<void> {
  const token = await adminSession();
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  const project = projects.find((p) => p.name === 'Harbor View Apartments') ?? projects[0]!;
  const file = new TextEncoder().encode(xerOf(SIZE));
  process.stdout.write(`import bench: ${SIZE} activities, XER of ${(file.length / 1024 / 1024).toFixed(1)} MB, ${RUNS} runs against ${BASE}\n`);
  const previews: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Import bench ${Date.now()}` });
    const imports = `/masterplan/projects/${project.id}/schedules/${schedule.id}/imports`;
    try {
      const began = performance.now();
      const preview = await call<{ importId: string; counts: { activities: number; links: number }; warnings: unknown[] }>('POST', `${imports}?fileName=bench.xer`, token, undefined, file);
      const previewMs = performance.now() - began;
      const finishBegan = performance.now();
      const finished = await call<{ version: number; activities: number }>('POST', `${imports}/${preview.importId}/finish`, token, {});
      const finishMs = performance.now() - finishBegan;
      previews.push(previewMs);
      process.stdout.write(
        `run ${run}: upload to preview ${previewMs.toFixed(0)} ms (${preview.counts.activities} activities, ${preview.counts.links} links, ${preview.warnings.length} warning kinds); finish ${finishMs.toFixed(0)} ms (version ${finished.version}, ${finished.activities} activities)\n`,
      );
    } finally {
      await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
    }
  }
  const sorted = [...previews].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  process.stdout.write(`upload to preview, median of ${RUNS}: ${median.toFixed(0)} ms (goal < 3000 ms: ${median < 3000 ? 'met' : 'not met'})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
