import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schedule } from '../engine';
import { readScheduleBytes, type ReadWarning, type ScheduleFileFormat } from '../readers';
import { calendarDistance, compareSchedule, type ComparedField } from './compare';

/** One corpus file: read or refused (and why), its size, what the reader skipped, how its dates compared. */
export interface CorpusFileResult {
  file: string;
  format?: ScheduleFileFormat;
  encoding?: string;
  outcome: 'read' | 'refused' | 'unscheduled';
  reason?: string;
  activities: number;
  links: number;
  warnings: ReadWarning[];
  compared: number;
  matched: number;
  /** Mismatched activities per field that differed. */
  mismatchedFields: Partial<Record<ComparedField, number>>;
}

export interface CorpusTotals {
  files: number;
  read: number;
  refused: number;
  unscheduled: number;
  activities: number;
  links: number;
  warnings: number;
  compared: number;
  matched: number;
}

/** Schedule files of a folder, by name; its README and other notes are not schedules. */
export function listCorpusFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => !/\.(md|txt)$/i.test(file))
    .sort();
}

export function runCorpusFile(folder: string, file: string): CorpusFileResult {
  const result: CorpusFileResult = { file, outcome: 'read', activities: 0, links: 0, warnings: [], compared: 0, matched: 0, mismatchedFields: {} };
  let read;
  try {
    read = readScheduleBytes(readFileSync(join(folder, file)), file);
  } catch (error) {
    return { ...result, outcome: 'refused', reason: error instanceof Error ? error.message : String(error) };
  }
  const { model } = read;
  Object.assign(result, { format: read.format, encoding: read.encoding, activities: model.activities.length, links: model.links.length, warnings: read.warnings });
  let computed;
  try {
    computed = schedule(model);
  } catch (error) {
    return { ...result, outcome: 'unscheduled', reason: error instanceof Error ? error.message : String(error) };
  }
  const comparison = compareSchedule(model, computed, calendarDistance(model));
  result.compared = comparison.summary.compared;
  result.matched = comparison.summary.matched;
  for (const entry of comparison.activities) {
    for (const field of entry.fields) if (!field.match) result.mismatchedFields[field.field] = (result.mismatchedFields[field.field] ?? 0) + 1;
  }
  return result;
}

export function corpusTotals(results: CorpusFileResult[]): CorpusTotals {
  const sum = (pick: (r: CorpusFileResult) => number): number => results.reduce((total, r) => total + pick(r), 0);
  return {
    files: results.length,
    read: results.filter((r) => r.outcome !== 'refused').length,
    refused: results.filter((r) => r.outcome === 'refused').length,
    unscheduled: results.filter((r) => r.outcome === 'unscheduled').length,
    activities: sum((r) => r.activities),
    links: sum((r) => r.links),
    warnings: sum((r) => r.warnings.length),
    compared: sum((r) => r.compared),
    matched: sum((r) => r.matched),
  };
}
