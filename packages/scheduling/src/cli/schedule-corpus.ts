#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusTotals, listCorpusFiles, runCorpusFile, type CorpusFileResult } from './corpus-run';
import { findScheduleCorpusDir } from './schedule-fixtures';

const USAGE = 'usage: npm run -s schedule:corpus -- [folder] [--warnings] [--json]\n  folder defaults to ../shared/fixtures/schedules/corpus beside the repository';

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd());
}

function describe(result: CorpusFileResult): string[] {
  const outcome = result.outcome === 'read' ? 'read' : `${result.outcome.toUpperCase()}`;
  return [
    result.file,
    result.format ?? '-',
    outcome,
    String(result.activities),
    String(result.links),
    String(result.warnings.length),
    String(result.compared),
    String(result.matched),
  ];
}

function main(argv: string[]): number {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const folders = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => flag !== '--warnings' && flag !== '--json');
  if (folders.length > 1 || unknown.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const folder = folders[0] !== undefined ? resolve(folders[0]) : findScheduleCorpusDir();
  if (folder === undefined || !existsSync(folder)) {
    process.stderr.write(`no corpus folder ${folder ?? 'shared/fixtures/schedules/corpus beside the repository'}\n${USAGE}\n`);
    return 2;
  }
  const results = listCorpusFiles(folder).map((file) => runCorpusFile(folder, file));
  const totals = corpusTotals(results);
  if (flags.has('--json')) {
    process.stdout.write(`${JSON.stringify({ folder, files: results, totals }, null, 2)}\n`);
    return totals.refused > 0 ? 1 : 0;
  }
  const lines = table([['file', 'format', 'outcome', 'activities', 'links', 'warnings', 'compared', 'matched'], ...results.map(describe)]);
  process.stdout.write(`${lines.join('\n')}\n\n`);
  for (const result of results) {
    if (result.reason !== undefined) process.stdout.write(`${result.file}: ${result.outcome}: ${result.reason}\n`);
    if (!flags.has('--warnings')) continue;
    for (const warning of result.warnings) process.stdout.write(`${result.file}: warning: ${warning.message}${warning.examples.length ? ` (${warning.examples.join('; ')})` : ''}\n`);
  }
  process.stdout.write(
    `${totals.files} files: ${totals.read} read, ${totals.refused} refused${totals.unscheduled ? ` (${totals.unscheduled} read but not scheduled)` : ''}; ` +
      `${totals.activities} activities, ${totals.links} links, ${totals.warnings} warnings; ` +
      `${totals.compared} activities compared with stored dates, ${totals.matched} matched\n`,
  );
  return totals.refused > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
