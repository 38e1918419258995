/** Text and attribute values as XML character data; control characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A child element: name and text, a list of children, or nothing when the value is absent. */
export type XmlNode = readonly [name: string, content: string | number | readonly XmlNode[]] | undefined;

/** One element per line, indented, so a planner can read a diff of two exports. */
export function renderXml(nodes: readonly XmlNode[], depth = 0): string {
  const indent = '  '.repeat(depth);
  return nodes
    .map((node) => {
      if (node === undefined) return '';
      const [name, content] = node;
      if (typeof content !== 'object') return `${indent}<${name}>${escapeXml(String(content))}</${name}>\n`;
      return `${indent}<${name}>\n${renderXml(content, depth + 1)}${indent}</${name}>\n`;
    })
    .join('');
}

/** An element only when its value is present. */
export function optional(name: string, value: string | number | undefined): XmlNode {
  return value === undefined ? undefined : [name, value];
}
