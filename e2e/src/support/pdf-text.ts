import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that Chromium printed, page by page, to check what a printed report says. Reads only what Chromium
 * writes: compressed content streams, Type0 fonts with a ToUnicode map, text drawn with Tj and TJ. Each text block
 * (BT..ET) is one line.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.search(/stream\r?\n/);
    let stream: Buffer | null = null;
    if (at >= 0) {
      const start = match.index + match[0].indexOf(body) + at + (body.slice(at).startsWith('stream\r\n') ? 8 : 7);
      const end = raw.indexOf('endstream', start);
      const bytes = pdf.subarray(start, end);
      stream = /\/FlateDecode/.test(body.slice(0, at)) ? inflateSafe(bytes) : bytes;
    }
    objects.set(Number(match[1]), { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  const ref = (text: string, key: string): number | null => {
    const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text);
    return found === null ? null : Number(found[1]);
  };
  const unicodeMaps = new Map<number, Map<number, string>>();
  const unicodeOf = (fontObject: number): Map<number, string> => {
    let map = unicodeMaps.get(fontObject);
    if (map !== undefined) return map;
    map = new Map();
    const cmapRef = ref(objects.get(fontObject)?.dict ?? '', 'ToUnicode');
    const cmap = cmapRef === null ? '' : (objects.get(cmapRef)?.stream?.toString('latin1') ?? '');
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        const [from, to, first] = [parseInt(range[1]!, 16), parseInt(range[2]!, 16), parseInt(range[3]!, 16)];
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCodePoint(first + code - from));
      }
    }
    unicodeMaps.set(fontObject, map);
    return map;
  };

  const pages: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type\s*\/Page\b(?!s)/.test(dict)) continue;
    const resourcesRef = ref(dict, 'Resources');
    const resources = resourcesRef === null ? dict : (objects.get(resourcesRef)?.dict ?? '');
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map([...fontDict.matchAll(/\/(\S+)\s+(\d+) 0 R/g)].map((m) => [m[1]!, Number(m[2])]));
    const contents = [...(/\/Contents\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    const lines: string[] = [];
    for (const content of contents) {
      const ops = objects.get(content)?.stream?.toString('latin1') ?? '';
      let font = new Map<number, string>();
      let line = '';
      for (const token of ops.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g)) {
        if (token[1] !== undefined) font = unicodeOf(fonts.get(token[1]) ?? -1);
        else if (token[2] !== undefined) line += decode(token[2], font);
        else if (token[3] !== undefined) for (const part of token[3].matchAll(/<([0-9A-Fa-f]*)>/g)) line += decode(part[1]!, font);
        else {
          if (line.trim() !== '') lines.push(line);
          line = '';
        }
      }
    }
    pages.push(lines.join('\n'));
  }
  return pages;
}

function inflateSafe(bytes: Buffer): Buffer {
  try {
    return inflateSync(bytes);
  } catch {
    return Buffer.alloc(0);
  }
}

function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

function decode(hex: string, font: Map<number, string>): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  return text;
}
