'use strict';
/**
 * Our exports as MPXJ, a reader independent of ours, sees them. Each fixture under the schedules folder is read with
 * our reader and written in the three formats; MPXJ reads each file and its tasks, dates, durations, links and
 * baselines are compared with the model written. Prints a table; exits 1 when something differs.
 * MPXJ comes from PyPI (a wheel with the Java jars), downloaded once into .cache/mpxj; without the index the check
 * is skipped. Run: npm run bench:mpxj
 */
const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join, resolve } = require('node:path');
const { isoFromMinutes } = require('@tenon/scheduling');
const { readScheduleBytes } = require('@tenon/scheduling/readers');
const { exportedActivityIds, writeSchedule } = require('@tenon/scheduling/writers');

const ROOT = resolve(__dirname, '..');
const CACHE = join(ROOT, '.cache', 'mpxj');
const FORMATS = ['mspdi', 'xer', 'p6xml'];
const EXTENSIONS = { mspdi: 'xml', xer: 'xer', p6xml: 'xml' };

/** The shared schedule files beside the repository (`../shared/fixtures/schedules`), if there. */
function findScheduleFixturesDir() {
  for (let dir = ROOT; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The folder of MPXJ's jars, downloading the wheel when it is not cached yet; undefined when the index cannot be reached. */
function mpxjLib() {
  const lib = join(CACHE, 'wheel', 'mpxj', 'lib');
  if (existsSync(join(lib, 'mpxj.jar'))) return lib;
  mkdirSync(CACHE, { recursive: true });
  const download = spawnSync('python3', ['-m', 'pip', 'download', '--no-deps', '--quiet', 'mpxj', '-d', join(CACHE, 'download')], { encoding: 'utf8' });
  const wheel = existsSync(join(CACHE, 'download')) ? readdirSync(join(CACHE, 'download')).find((f) => /^mpxj-.*\.whl$/.test(f)) : undefined;
  if (download.status !== 0 || wheel === undefined) {
    console.log(`MPXJ check skipped: the mpxj wheel could not be downloaded (${(download.stderr || download.error?.message || '').trim().split('\n').pop()})`);
    return undefined;
  }
  execFileSync('python3', ['-m', 'zipfile', '-e', join(CACHE, 'download', wheel), join(CACHE, 'wheel')]);
  return lib;
}

/** MpxjCheck compiled once: compiling the source on each run would cost seconds per file. */
function checkerClasses(lib) {
  const classes = join(CACHE, 'classes');
  const source = join(ROOT, 'tools', 'mpxj-check', 'MpxjCheck.java');
  execFileSync('javac', ['-nowarn', '-cp', `${lib}/*`, '-d', classes, source], { stdio: ['ignore', 'ignore', 'inherit'] });
  return classes;
}

function readWithMpxj(lib, classes, files) {
  const out = execFileSync('java', ['-cp', `${classes}:${lib}/*`, 'MpxjCheck', ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  return out.trim().split('\n').map((line) => JSON.parse(line));
}

/** "2024-03-04T08:00": MPXJ's dates and ours, to the minute. */
const minute = (text) => (text == null ? undefined : text.slice(0, 16));
const sameHours = (a, b) => a != null && Math.abs(a - b) < 0.01;

function tally() {
  return { ok: 0, of: 0, bad: [] };
}
function count(t, ok, what) {
  t.of++;
  if (ok) t.ok++;
  else if (t.bad.length < 3) t.bad.push(what);
}

/** Our model against MPXJ's reading of the file written from it. */
function compare(model, format, mpxj) {
  const ids = exportedActivityIds(model, format);
  // P6 has no summary activities: summaries become WBS nodes, which MPXJ lists as tasks of their own.
  const ours = model.activities.filter((a) => format === 'mspdi' || a.kind !== 'summary');
  const theirs = new Map(mpxj.tasks.filter((t) => format === 'mspdi' || !t.summary).map((t) => [t.key, t]));
  const names = tally();
  const dates = tally();
  const durations = tally();
  const baselines = tally();
  for (const activity of ours) {
    const task = theirs.get(ids.get(activity.id) ?? activity.id);
    count(names, task !== undefined && task.name === activity.name, activity.id);
    if (task === undefined) continue;
    // The dates the source file was saved with, which the export passes on.
    const start = activity.stored?.start;
    const finish = activity.stored?.finish;
    if (start !== undefined && finish !== undefined) count(dates, minute(task.start) === isoFromMinutes(start) && minute(task.finish) === isoFromMinutes(finish), `${activity.id} ${minute(task.start)}..${minute(task.finish)} vs ${isoFromMinutes(start)}..${isoFromMinutes(finish)}`);
    // Our duration is the original one: MS Project's Duration, P6's planned duration (its duration is actual + remaining).
    const hours = format === 'mspdi' ? task.durationHours : task.plannedDurationHours;
    if (activity.kind !== 'summary') count(durations, sameHours(hours, (activity.kind === 'milestone' ? 0 : activity.duration) / 60), `${activity.id} ${hours}h vs ${activity.duration / 60}h`);
    const baseline = activity.baselines?.find((b) => b.number === 0);
    if (baseline !== undefined) {
      const ok = minute(task.baselineStart) === isoFromMinutes(baseline.start) && minute(task.baselineFinish) === isoFromMinutes(baseline.finish);
      count(baselines, ok, `${activity.id} ${minute(task.baselineStart)}..${minute(task.baselineFinish)} vs ${isoFromMinutes(baseline.start)}..${isoFromMinutes(baseline.finish)}`);
    }
  }
  const links = tally();
  const theirLinks = new Set(mpxj.tasks.flatMap((t) => t.predecessors.map((p) => `${p.predecessor}>${t.key}:${p.type}`)));
  for (const link of model.links) {
    const from = model.activities.find((a) => a.id === link.predecessorId);
    const to = model.activities.find((a) => a.id === link.successorId);
    // P6 links activities only; our writers leave links to summaries out of P6 files.
    if (format !== 'mspdi' && (from?.kind === 'summary' || to?.kind === 'summary')) continue;
    const key = `${ids.get(link.predecessorId)}>${ids.get(link.successorId)}:${link.type}`;
    count(links, theirLinks.has(key), key);
  }
  return { tasks: [ours.length, theirs.size], names, dates, durations, links, baselines };
}

function main() {
  const fixtures = findScheduleFixturesDir();
  if (fixtures === undefined) {
    console.log('MPXJ check skipped: no schedule fixtures beside the repository');
    return 0;
  }
  const lib = mpxjLib();
  if (lib === undefined) return 0;
  const classes = checkerClasses(lib);
  const out = mkdtempSync(join(tmpdir(), 'mpxj-check-'));
  const jobs = [];
  // The fixtures, and the corpus files that keep numbered baselines (P6 XML writes them as baseline projects).
  const files = ['mspdi', 'p6'].flatMap((folder) => readdirSync(join(fixtures, folder)).sort().map((name) => [folder, name]));
  files.push(['corpus', 'baselines.xml'], ['corpus', 'generated__task-baselines__task-baselines-project2016-mspdi.xml']);
  {
    for (const [folder, name] of files) {
      const model = readScheduleBytes(readFileSync(join(fixtures, folder, name)), name).model;
      for (const format of FORMATS) {
        const file = join(out, `${folder}-${name}.${format}.${EXTENSIONS[format]}`);
        writeFileSync(file, writeSchedule(model, format));
        jobs.push({ fixture: `${folder}/${name}`, format, model, file });
      }
    }
  }
  const readings = readWithMpxj(lib, classes, jobs.map((j) => j.file));
  rmSync(out, { recursive: true, force: true });
  const rows = [];
  const details = [];
  const totals = {};
  let failed = false;
  jobs.forEach((job, index) => {
    const mpxj = readings[index];
    if (mpxj.error) {
      failed = true;
      rows.push({ fixture: job.fixture, format: job.format, tasks: 'MPXJ: ' + mpxj.error });
      return;
    }
    const result = compare(job.model, job.format, mpxj);
    const cell = (t) => (t.of === 0 ? '-' : `${t.ok}/${t.of}`);
    rows.push({
      fixture: job.fixture,
      format: job.format,
      tasks: `${result.tasks[0]}/${result.tasks[1]}`,
      names: cell(result.names),
      dates: cell(result.dates),
      durations: cell(result.durations),
      links: cell(result.links),
      baselines: cell(result.baselines),
    });
    for (const key of ['names', 'dates', 'durations', 'links', 'baselines']) {
      const t = result[key];
      const total = (totals[`${job.format} ${key}`] ??= { ok: 0, of: 0 });
      total.ok += t.ok;
      total.of += t.of;
      if (t.bad.length > 0) details.push(`${job.fixture} ${job.format} ${key}: ${t.bad.join('; ')}`);
    }
    if (result.tasks[0] !== result.tasks[1]) failed = true;
  });
  console.table(rows);
  console.log('Totals (matched/compared):');
  for (const [key, t] of Object.entries(totals)) console.log(`  ${key.padEnd(18)} ${t.ok}/${t.of}`);
  if (details.length > 0) {
    failed = true;
    console.log('Mismatches (first three of each):');
    for (const line of details) console.log(`  ${line}`);
  }
  return failed ? 1 : 0;
}

process.exitCode = main();
