/**
 * Damaged schedule files made from real ones, the way files arrive broken: cut short, bytes flipped, fields removed,
 * dates garbled, links turned into loops, names blown up, a file of zeros, and an XML entity bomb. Seeded, so a run
 * that finds a crash can be repeated.
 */
export type MutationKind = 'cut' | 'flip' | 'remove-field' | 'garble-dates' | 'cycle' | 'huge-name' | 'zeros' | 'entity-bomb';
export const MUTATION_KINDS: readonly MutationKind[] = ['cut', 'flip', 'remove-field', 'garble-dates', 'cycle', 'huge-name', 'zeros', 'entity-bomb'];

export interface MutatedFile {
  name: string;
  kind: MutationKind;
  bytes: Uint8Array;
}

/** mulberry32: small, fast and good enough to pick where to damage a file. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const bytesOf = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'));
const pick = <T>(random: () => number, items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];

/** Every match of a pattern, as [start, end] offsets. */
function spans(source: string, pattern: RegExp): Array<[number, number]> {
  return [...source.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].map((m) => [m.index, m.index + m[0].length]);
}

function replaceSpan(source: string, [start, end]: [number, number], by: string): string {
  return source.slice(0, start) + by + source.slice(end);
}

/** An XML element or an XER data line, dropped whole. */
function removeField(source: string, random: () => number): string {
  const xml = source.trimStart().startsWith('<');
  const candidates = xml ? spans(source, /<([A-Za-z][\w]*)>[^<]*<\/\1>/) : spans(source, /^%R\t[^\n]*\n/m);
  const span = pick(random, candidates);
  return span === undefined ? source.slice(0, Math.floor(source.length / 2)) : replaceSpan(source, span, '');
}

function garbleDates(source: string, random: () => number): string {
  const garbage = ['2027-13-45T99:99:99', '0000-00-00', 'yesterday', '31/02/2027', '', '9999-12-31T23:59:59', '1899-12-30 00:00'];
  let result = source;
  const dates = spans(source, /\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?/);
  // Back to front, so earlier offsets stay right.
  for (const span of dates.filter(() => random() < 0.3).reverse()) result = replaceSpan(result, span, pick(random, garbage) ?? '');
  return result;
}

/** A link back from a successor to its predecessor: MSPDI PredecessorLink, P6 XML Relationship or XER TASKPRED row. */
function addCycle(source: string, random: () => number): string {
  // MSPDI: two working tasks made each other's predecessor (most files have no links to turn around).
  const tasks = [...source.matchAll(/<Task>\s*<UID>(\d+)<\/UID>/g)].filter((m) => m[1] !== '0');
  if (tasks.length >= 2) {
    const first = Math.floor(random() * (tasks.length - 1));
    const [a, b] = [tasks[first]!, tasks[first + 1]!];
    const linkTo = (uid: string) => `<PredecessorLink><PredecessorUID>${uid}</PredecessorUID><Type>1</Type></PredecessorLink>`;
    const atB = b.index + b[0].length;
    const atA = a.index + a[0].length;
    return `${source.slice(0, atA)}${linkTo(b[1]!)}${source.slice(atA, atB)}${linkTo(a[1]!)}${source.slice(atB)}`;
  }
  const relationship = /<Relationship>[\s\S]*?<\/Relationship>/.exec(source);
  if (relationship !== null) {
    const swapped = relationship[0]
      .replace(/<PredecessorActivityObjectId>(\d+)<\/PredecessorActivityObjectId>([\s\S]*?)<SuccessorActivityObjectId>(\d+)<\/SuccessorActivityObjectId>/, '<PredecessorActivityObjectId>$3</PredecessorActivityObjectId>$2<SuccessorActivityObjectId>$1</SuccessorActivityObjectId>')
      .replace(/<ObjectId>\d+<\/ObjectId>/, `<ObjectId>${900_000_000 + Math.floor(random() * 1000)}</ObjectId>`);
    return source.replace(relationship[0], relationship[0] + swapped);
  }
  const header = /^%F\t(.*)\n((?:%R\t.*\n)+)/m.exec(source.slice(source.indexOf('%T\tTASKPRED')));
  if (header !== null) {
    const fields = header[1]!.split('\t');
    const row = header[2]!.split('\n')[0]!.split('\t');
    const at = (name: string) => fields.indexOf(name) + 1;
    if (at('task_id') > 0 && at('pred_task_id') > 0) {
      const reversed = [...row];
      [reversed[at('task_id')], reversed[at('pred_task_id')]] = [row[at('pred_task_id')]!, row[at('task_id')]!];
      if (at('task_pred_id') > 0) reversed[at('task_pred_id')] = String(900_000_000 + Math.floor(random() * 1000));
      const insertAt = source.indexOf('%T\tTASKPRED') + header.index + header[0].length;
      return source.slice(0, insertAt) + reversed.join('\t') + '\n' + source.slice(insertAt);
    }
  }
  return source;
}

function hugeName(source: string, random: () => number): string {
  const long = 'N'.repeat(200_000 + Math.floor(random() * 800_000));
  const names = spans(source, /<Name>[^<]*<\/Name>/);
  const span = pick(random, names);
  if (span !== undefined) return replaceSpan(source, span, `<Name>${long}</Name>`);
  // XER: the task_name of the first TASK row.
  return source.replace(/(%T\tTASK\n%F\t[^\n]*\n%R\t)/, `$1${long}`);
}

const ENTITY_BOMB = `<?xml version="1.0"?>
<!DOCTYPE Project [
 <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
 <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
 <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
 <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
 <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
 <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
]>
<Project xmlns="http://schemas.microsoft.com/project"><Name>&f;</Name><Tasks><Task><UID>1</UID><ID>1</ID><Name>&f;</Name></Task></Tasks></Project>`;

/** One damaged copy of a file: the kind of damage and where it falls come from `random`. */
export function mutate(name: string, original: Uint8Array, kind: MutationKind, random: () => number, zerosBytes = 50 * 1024 * 1024): MutatedFile {
  const source = text(original);
  const label = `${name}#${kind}`;
  switch (kind) {
    case 'cut':
      return { name: label, kind, bytes: original.slice(0, Math.floor(random() * original.length)) };
    case 'flip': {
      const bytes = original.slice();
      const flips = 1 + Math.floor(random() * 40);
      for (let i = 0; i < flips && bytes.length > 0; i++) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      return { name: label, kind, bytes };
    }
    case 'remove-field': {
      let damaged = source;
      const removals = 1 + Math.floor(random() * 20);
      for (let i = 0; i < removals; i++) damaged = removeField(damaged, random);
      return { name: label, kind, bytes: bytesOf(damaged) };
    }
    case 'garble-dates':
      return { name: label, kind, bytes: bytesOf(garbleDates(source, random)) };
    case 'cycle':
      return { name: label, kind, bytes: bytesOf(addCycle(source, random)) };
    case 'huge-name':
      return { name: label, kind, bytes: bytesOf(hugeName(source, random)) };
    case 'zeros':
      return { name: label, kind, bytes: new Uint8Array(zerosBytes) };
    case 'entity-bomb':
      return { name: label, kind, bytes: bytesOf(ENTITY_BOMB) };
  }
}

/** `count` damaged files from the originals, the kinds taken in turn so each is tried as often. */
export function* mutatedFiles(originals: ReadonlyArray<{ name: string; bytes: Uint8Array }>, count: number, seed: number, zerosBytes?: number): Generator<MutatedFile> {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const original = originals[Math.floor(random() * originals.length)]!;
    yield mutate(original.name, original.bytes, MUTATION_KINDS[i % MUTATION_KINDS.length]!, random, zerosBytes);
  }
}
