#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { schedule } from '../engine';
import type { ScheduleModel, ScheduleResult } from '../model';
import { readScheduleBytes, ScheduleFileError } from '../readers';
import { calendarDistance, compareSchedule } from './compare';
import { comparisonJson, formatComparison, formatScheduleTable, scheduleJson } from './schedule-report';

const USAGE = 'usage: npm run -s schedule -- <file> [--compare] [--json]';

function main(argv: string[]): number {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => flag !== '--compare' && flag !== '--json');
  const file = files[0];
  if (!file || files.length > 1 || unknown.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let model: ScheduleModel;
  try {
    const read = readScheduleBytes(readFileSync(file), basename(file));
    model = read.model;
    for (const warning of read.warnings) process.stderr.write(`warning: ${warning.message}\n`);
  } catch (error) {
    const reason = error instanceof ScheduleFileError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`cannot read ${file}: ${reason}\n`);
    return 2;
  }
  let result: ScheduleResult;
  try {
    result = schedule(model);
  } catch (error) {
    process.stderr.write(`cannot schedule ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const json = flags.has('--json');
  if (flags.has('--compare')) {
    const comparison = compareSchedule(model, result, calendarDistance(model));
    process.stdout.write(json ? `${JSON.stringify(comparisonJson(comparison), null, 2)}\n` : `${formatComparison(model, comparison).join('\n')}\n`);
  } else {
    process.stdout.write(json ? `${JSON.stringify(scheduleJson(model, result), null, 2)}\n` : `${formatScheduleTable(model, result).join('\n')}\n`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
