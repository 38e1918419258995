import type { ExportFormat } from '../writers/export-ids';

export const SCHEDULE_USAGE = 'usage: npm run -s schedule -- <file> [--compare] [--json] [--export mspdi|xer|p6xml <out>]';

export interface ScheduleArgs {
  file: string;
  compare: boolean;
  json: boolean;
  export?: { format: ExportFormat; out: string };
}

const FORMATS: readonly string[] = ['mspdi', 'xer', 'p6xml'];

/** The command line of `npm run schedule`, or the reason it cannot be run. */
export function parseScheduleArgs(argv: readonly string[]): ScheduleArgs | { error: string } {
  const files: string[] = [];
  const args: Omit<ScheduleArgs, 'file'> = { compare: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--compare') args.compare = true;
    else if (arg === '--json') args.json = true;
    else if (arg === '--export') {
      const format = argv[i + 1];
      const out = argv[i + 2];
      if (format === undefined || !FORMATS.includes(format)) return { error: `--export needs a format: mspdi, xer or p6xml${format ? `, not "${format}"` : ''}` };
      if (out === undefined || out.startsWith('--')) return { error: '--export needs the file to write' };
      if (args.export) return { error: '--export given twice' };
      args.export = { format: format as ExportFormat, out };
      i += 2;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (files.length !== 1) return { error: files.length === 0 ? 'no schedule file given' : 'one schedule file at a time' };
  return { file: files[0]!, ...args };
}
