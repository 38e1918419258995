/**
 * How two CNC type names are compared for uniqueness in a project: case, accents' case and spacing do not make a
 * different cause ("Materials", " materials ", "MATERIALS" are one type).
 */
export function cncTypeNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The name as stored: trimmed, inner runs of spaces made one. */
export function cleanCncTypeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
