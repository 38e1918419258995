import { HttpError } from './http-error';

/** Deeper than any body the product sends (a view config is about 5 levels); past it, the request is refused. */
export const MAX_BODY_DEPTH = 32;

/**
 * C0 and C1 control characters but tab, line feed and carriage return; lone surrogates; and the bidirectional
 * overrides and isolates that make a name read differently from what it is (`invoice‮fdp.exe`).
 */
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

/**
 * Refuses a body nested past `MAX_BODY_DEPTH` or holding a string with a forbidden character (400, with the path),
 * and returns it with every string in Unicode NFC, so one name is stored one way whatever keyboard typed it.
 */
export function guardedBody(body: unknown): unknown {
  const root: { value: unknown } = { value: body };
  const stack: (Pending & { parent: Record<string, unknown> | unknown[]; key: string | number })[] = [{ value: body, path: '', depth: 0, parent: root, key: 'value' }];
  while (stack.length > 0) {
    const { value, path, depth, parent, key } = stack.pop()!;
    if (depth > MAX_BODY_DEPTH) {
      throw HttpError.of('VALIDATION_FAILED', `The request body is nested deeper than ${MAX_BODY_DEPTH} levels`, [{ path, message: 'too deep' }]);
    }
    if (typeof value === 'string') {
      if (FORBIDDEN_CHARACTERS.test(value)) {
        throw HttpError.of('VALIDATION_FAILED', 'A text holds a control or direction-override character', [{ path, message: 'forbidden character' }]);
      }
      (parent as Record<string | number, unknown>)[key] = value.normalize('NFC');
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]`, depth: depth + 1, parent: value, key: index }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) {
        if (FORBIDDEN_CHARACTERS.test(name)) throw HttpError.of('VALIDATION_FAILED', 'A field name holds a control character', [{ path, message: 'forbidden character' }]);
        stack.push({ value: item, path: path === '' ? name : `${path}.${name}`, depth: depth + 1, parent: value as Record<string, unknown>, key: name });
      }
    }
  }
  return root.value;
}
