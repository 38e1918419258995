import type { ScheduleModel } from '../model';
import { readMspdi } from './mspdi-reader';
import { readP6Xml } from './p6-xml-reader';
import { readingLeniently, ReadWarnings, type ReadWarning } from './read-warnings';
import { ScheduleFileError } from './schedule-file-error';
import { decodeScheduleBytes } from './text-encoding';
import { readXerFile, type SourceProject } from './xer-reader';

export type ScheduleFileFormat = 'mspdi' | 'xer' | 'p6xml';

/** A schedule file read: the model, how the file was understood, and what the reader skipped. */
export interface ScheduleFileRead {
  format: ScheduleFileFormat;
  /** The text encoding the file was decoded with (`utf-8`, `windows-1251`, ...). */
  encoding: string;
  model: ScheduleModel;
  warnings: ReadWarning[];
  /** The projects a planner may choose between (several only in a multi-project XER). */
  projects: SourceProject[];
  /** Resources the file lists (not read into the model). */
  resourceCount: number;
}

/** What to read of a file that holds several projects. */
export interface ScheduleReadOptions {
  /** A project of a multi-project XER; the first exported one when absent. */
  projectId?: string;
}

/** The format of a schedule file from its content: its XML root element, or the XER header and markers. */
export function detectScheduleFormat(text: string): ScheduleFileFormat | undefined {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('ERMHDR') || start.startsWith('%T')) return 'xer';
  if (!start.startsWith('<')) return undefined;
  // The first element that is not a declaration, comment or doctype is the root.
  const root = /<(?![?!])([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(start);
  switch (root?.[2]) {
    case 'Project':
      return 'mspdi';
    case 'APIBusinessObjects':
      return 'p6xml';
    default:
      return undefined;
  }
}

/** What a file that is not a schedule looks like, so the planner knows what was sent instead. */
function describeOther(text: string): string {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') return 'it is empty';
  if (start.startsWith('%PDF')) return 'it is a PDF';
  if (start.startsWith('<')) {
    const root = /<(?![?!])(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(start)?.[1];
    return root ? `it is XML with root <${root}>` : 'it is XML without a root element';
  }
  return `it starts with "${start.slice(0, 24).replace(/[^\x20-\x7e]/g, '?')}"`;
}

type FormatRead = Pick<ScheduleFileRead, 'model' | 'projects' | 'resourceCount'>;

/** `<Resource>` rows of MSPDI and P6 XML; MS Project's UID 0 is its "unassigned" placeholder, not a resource. */
function countXmlResources(format: 'mspdi' | 'p6xml', text: string): number {
  if (format === 'p6xml') return text.match(/<Resource>/g)?.length ?? 0;
  let count = 0;
  for (const match of text.matchAll(/<Resource>\s*<UID>\s*(\d+)\s*<\/UID>/g)) if (match[1] !== '0') count++;
  return count;
}

function readAs(format: ScheduleFileFormat, text: string, warnings: ReadWarnings, options: ScheduleReadOptions): FormatRead {
  const single = (model: ScheduleModel): FormatRead => ({
    model,
    projects: [{ id: model.name ?? '', name: model.name ?? '' }],
    resourceCount: format === 'xer' ? 0 : countXmlResources(format, text),
  });
  switch (format) {
    case 'mspdi':
      return single(readMspdi(text, warnings));
    case 'xer':
      return readXerFile(text, warnings, options);
    case 'p6xml':
      return single(readP6Xml(text, warnings));
  }
}

/** Reads decoded text, picking the reader by content (the name only helps the message). */
export function readScheduleText(fileName: string, text: string, encoding = 'utf-8', options: ScheduleReadOptions = {}): ScheduleFileRead {
  const format = detectScheduleFormat(text);
  if (format === undefined) {
    throw new ScheduleFileError(
      `${fileName} is not a schedule file this reader knows (MS Project XML with <Project>, Primavera P6 XML with <APIBusinessObjects>, or an XER export): ${describeOther(text)}`,
    );
  }
  const warnings = new ReadWarnings();
  const read = readingLeniently(warnings, () => readAs(format, text, warnings, options));
  return { format, encoding, ...read, warnings: warnings.list() };
}

/** Binary files planners send by mistake, told apart by their first bytes. */
function binaryKind(bytes: Uint8Array): string | undefined {
  const starts = (...magic: number[]): boolean => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'it is a binary Office file (an .mpp?): save it from MS Project as XML';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'it is a compressed archive: unpack it first';
  return undefined;
}

/** Reads a schedule file's bytes: detects the text encoding, then the format, so names keep their letters. */
export function readScheduleBytes(bytes: Uint8Array, fileName = 'the file', options: ScheduleReadOptions = {}): ScheduleFileRead {
  const binary = binaryKind(bytes);
  if (binary) throw new ScheduleFileError(`${fileName} is not a schedule file this reader knows: ${binary}`);
  const { text, encoding } = decodeScheduleBytes(bytes);
  return readScheduleText(fileName, text, encoding, options);
}

/** Reads an MSPDI, XER or P6 XML file, picking the reader by content (the name only helps the message). */
export function readScheduleFile(fileName: string, text: string): ScheduleModel {
  return readScheduleText(fileName, text).model;
}
