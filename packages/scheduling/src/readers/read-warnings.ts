/** Something a reader skipped or assumed, counted once per kind so a planner reads one line, not a thousand. */
export interface ReadWarning {
  /** Stable kind, e.g. `link-outside-file`. */
  code: string;
  count: number;
  /** The sentence for the planner, with the count in it. */
  message: string;
  /** The first few things concerned (activity or calendar ids), so the planner can find them. */
  examples: string[];
}

const EXAMPLES_KEPT = 3;

interface WarningKind {
  describe: (count: number) => string;
  count: number;
  examples: string[];
}

/**
 * Collects what a lenient reader skipped. MS Project and P6 open files with loose ends (a link to an activity
 * that was not exported, a calendar whose base was deleted) and say nothing; the reader does the same but
 * keeps a record, grouped by kind in the order first met.
 */
export class ReadWarnings {
  private readonly kinds = new Map<string, WarningKind>();

  add(code: string, describe: (count: number) => string, example?: string): void {
    let kind = this.kinds.get(code);
    if (!kind) {
      kind = { describe, count: 0, examples: [] };
      this.kinds.set(code, kind);
    }
    kind.count++;
    if (example !== undefined && kind.examples.length < EXAMPLES_KEPT && !kind.examples.includes(example)) kind.examples.push(example);
  }

  get size(): number {
    return this.kinds.size;
  }

  list(): ReadWarning[] {
    return [...this.kinds].map(([code, kind]) => ({ code, count: kind.count, message: kind.describe(kind.count), examples: [...kind.examples] }));
  }
}

/** "1 link" / "12 links". */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "was" / "were" after a count. */
export function were(count: number): string {
  return count === 1 ? 'was' : 'were';
}

/** The warnings of the files being read leniently; reading is synchronous, so the innermost read is the current one. */
const lenientReads: ReadWarnings[] = [];

/**
 * Reads a file with its unreadable values and elements (a date that is no date, a working time without its start)
 * skipped and warned about, as MS Project and P6 open such files, instead of refusing the whole file for one cell.
 */
export function readingLeniently<T>(warnings: ReadWarnings, read: () => T): T {
  lenientReads.push(warnings);
  try {
    return read();
  } finally {
    lenientReads.pop();
  }
}

/** Where to record a skipped value: undefined when the file is read strictly (refused at the first one). */
export function lenientWarnings(): ReadWarnings | undefined {
  return lenientReads.at(-1);
}

export const describeUnreadableValues = (count: number): string =>
  `${counted(count, 'value')} that ${count === 1 ? 'is' : 'are'} not what ${count === 1 ? 'its field holds' : 'their fields hold'} ${were(count)} read as missing`;
