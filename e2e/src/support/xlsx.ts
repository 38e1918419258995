import { inflateRawSync } from 'node:zlib';

/** The files inside a zip archive (an .xlsx is one), by name: central directory, then each entry's local data. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const skip = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = archive.readUInt32LE(at + 42);
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataAt, dataAt + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + skip;
  }
  return files;
}

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

function columnIndex(letters: string): number {
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The first sheet of a workbook as rows of cell values: text as text, numbers (and dates, as serial days) as numbers. */
export function readFirstSheet(workbook: Buffer): Array<Array<string | number | null>> {
  const files = unzip(workbook);
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) =>
    unescape([...si[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const sheetName = [...files.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort()[0];
  if (sheetName === undefined) throw new Error('the workbook has no sheet');
  const xml = files.get(sheetName)!.toString('utf8');
  return [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: Array<string | number | null> = [];
    for (const cell of row[1]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const type = /t="(\w+)"/.exec(cell[2]!)?.[1];
      const body = cell[3] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1];
      const index = columnIndex(cell[1]!);
      while (cells.length < index) cells.push(null);
      if (type === 's') cells.push(shared[Number(value)] ?? null);
      else if (type === 'inlineStr' || type === 'str') cells.push(unescape(inline ?? value ?? ''));
      else cells.push(value === undefined ? null : Number(value));
    }
    return cells;
  });
}

/** A spreadsheet serial day (1900 system) as `YYYY-MM-DDTHH:mm`. */
export function sheetDateText(serial: number): string {
  return new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 16);
}
