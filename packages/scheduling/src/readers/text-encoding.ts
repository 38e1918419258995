/** The text of a schedule file and the encoding it was read with (a WHATWG label, e.g. `windows-1251`). */
export interface DecodedText {
  text: string;
  encoding: string;
}

const ASCII_HEAD = 1024;

function decoder(label: string, fatal = false): InstanceType<typeof TextDecoder> | undefined {
  try {
    return new TextDecoder(label, { fatal });
  } catch {
    return undefined;
  }
}

function byteOrderMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // UTF-16 without a mark still starts with an ASCII character ("<" or "E" of ERMHDR) next to a zero byte.
  if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0) return 'utf-16le';
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] !== 0 && bytes[2] === 0 && bytes[3] !== 0) return 'utf-16be';
  return undefined;
}

/** The encoding an XML declaration names, or a code page token on the ERMHDR line of an XER. */
function declaredEncoding(head: string): string | undefined {
  const xml = /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([^"']+)["']/.exec(head);
  if (xml?.[1]) return xml[1];
  const header = /^\s*ERMHDR\t([^\r\n]*)/.exec(head);
  if (!header?.[1]) return undefined;
  return header[1]
    .split('\t')
    .map((field) => field.trim())
    .find((field) => /^(?:windows-?\d{3,4}|cp-?\d{3,4}|utf-?8|iso-?8859-\d{1,2}|koi8-?[ru]|gb2312|gbk|gb18030|big5|shift_jis|euc-(?:kr|jp))$/i.test(field))
    ?.replace(/^cp-?(\d+)$/i, 'windows-$1');
}

/**
 * Windows-1251 or Windows-1252 for bytes that are not UTF-8. Cyrillic letters sit at 0xC0-0xFF in 1251 and
 * come in runs (whole words), while Western accented letters in 1252 mostly stand alone between ASCII
 * letters ("Planificación", "Gebäude"). So: how many of the high letters have a high neighbour.
 */
export function guessSingleByteEncoding(bytes: Uint8Array): 'windows-1251' | 'windows-1252' {
  const high = (b: number | undefined): boolean => b !== undefined && (b >= 0xc0 || b === 0xa8 || b === 0xb8);
  let letters = 0;
  let inRuns = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (!high(bytes[i])) continue;
    letters++;
    if (high(bytes[i - 1]) || high(bytes[i + 1])) inRuns++;
  }
  return letters > 0 && inRuns / letters > 0.5 ? 'windows-1251' : 'windows-1252';
}

/**
 * Decodes a schedule file as the tool that saved it meant: a byte order mark, then the encoding the file
 * declares, then UTF-8 when the bytes are valid UTF-8, then the Windows code page the letters fit.
 * MS Project writes UTF-8 (or UTF-16); P6 writes XER in the Windows code page of the machine exporting it.
 */
export function decodeScheduleBytes(bytes: Uint8Array): DecodedText {
  const bom = byteOrderMark(bytes);
  if (bom) return { text: decoder(bom)!.decode(bytes).replace(/^\uFEFF/, ''), encoding: bom };
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, ASCII_HEAD));
  const declared = declaredEncoding(head);
  const named = declared === undefined ? undefined : decoder(declared, true);
  // A declaration of UTF-8 over bytes that are not is wrong more often than the bytes; the guess below decides.
  if (named && named.encoding !== 'utf-8') return { text: decoder(declared!)!.decode(bytes), encoding: named.encoding };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const guess = guessSingleByteEncoding(bytes);
    return { text: new TextDecoder(guess).decode(bytes), encoding: guess };
  }
}
