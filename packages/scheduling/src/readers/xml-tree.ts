import { SaxesParser } from 'saxes';
import { ScheduleFileError } from './schedule-file-error';

/** One element of a parsed XML document; names are local (namespace prefixes dropped). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside the element, trimmed. */
  text: string;
  /** 1-based line where the element starts. */
  line: number;
  parent?: XmlElement;
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/** "Project/Tasks/Task" for error messages. */
export function elementPath(element: XmlElement): string {
  const names: string[] = [];
  for (let at: XmlElement | undefined = element; at; at = at.parent) names.unshift(at.name);
  return names.join('/');
}

/** Parses a whole document; a malformed or truncated one throws ScheduleFileError naming the open element. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  const textParts: string[][] = [];
  let root: XmlElement | undefined;

  const fail = (reason: string): never => {
    const open = stack[stack.length - 1];
    const where = open ? ` inside <${elementPath(open)}> (opened at line ${open.line})` : '';
    throw new ScheduleFileError(`XML error at line ${parser.line}${where}: ${reason}`, parser.line);
  };

  parser.on('error', (error) => fail(error.message.replace(/^\d+:\d+: /, '')));
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1];
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attributes[localName(key)] = String(value);
    const element: XmlElement = { name: localName(tag.name), attributes, children: [], text: '', line: parser.line };
    if (parent) {
      element.parent = parent;
      parent.children.push(element);
    } else {
      root = element;
    }
    stack.push(element);
    textParts.push([]);
  });
  const addText = (chunk: string): void => {
    textParts[textParts.length - 1]?.push(chunk);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = stack.pop();
    const parts = textParts.pop();
    if (element && parts && parts.length > 0) element.text = parts.join('').trim();
  });

  parser.write(text);
  parser.close();
  if (!root) throw new ScheduleFileError('XML error: the document has no root element');
  return root;
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** Text of a child element; undefined when the element is missing, empty or xsi:nil. */
export function childText(element: XmlElement, name: string): string | undefined {
  const found = child(element, name);
  if (!found || found.attributes['nil'] === 'true' || found.text === '') return undefined;
  return found.text;
}

/** Elements reached by a path of child names, e.g. ['Calendars', 'Calendar']. */
export function descendants(element: XmlElement, path: string[]): XmlElement[] {
  let level = [element];
  for (const name of path) level = level.flatMap((e) => childrenNamed(e, name));
  return level;
}
