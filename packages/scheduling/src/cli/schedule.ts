#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { schedule } from '../engine';
import type { ScheduleModel, ScheduleResult } from '../model';
import { readScheduleBytes, ScheduleFileError } from '../readers';
import { writeSchedule } from '../writers';
import { calendarDistance, compareSchedule } from './compare';
import { parseScheduleArgs, SCHEDULE_USAGE } from './schedule-args';
import { comparisonJson, formatComparison, formatScheduleTable, scheduleJson } from './schedule-report';

function main(argv: string[]): number {
  const args = parseScheduleArgs(argv);
  if ('error' in args) {
    process.stderr.write(`${args.error}\n${SCHEDULE_USAGE}\n`);
    return 2;
  }
  const { file } = args;
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
  if (args.export) {
    try {
      writeFileSync(args.export.out, writeSchedule(model, args.export.format), 'utf8');
    } catch (error) {
      process.stderr.write(`cannot write ${args.export.out}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
    process.stderr.write(`wrote ${args.export.out} (${args.export.format})\n`);
  }
  const { json } = args;
  if (args.compare) {
    const comparison = compareSchedule(model, result, calendarDistance(model));
    process.stdout.write(json ? `${JSON.stringify(comparisonJson(comparison), null, 2)}\n` : `${formatComparison(model, comparison).join('\n')}\n`);
  } else {
    process.stdout.write(json ? `${JSON.stringify(scheduleJson(model, result), null, 2)}\n` : `${formatScheduleTable(model, result).join('\n')}\n`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
