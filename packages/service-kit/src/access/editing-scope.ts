import type { PermissionCode } from '@tenon/contracts';

/** What a caller may change in a module's plan: everything, its subcontract's rows only, or nothing. */
export type EditingScope = { scope: 'all' } | { scope: 'subcontract'; subcontractId: string } | { scope: 'none' };

/**
 * The scope a module's permission code gives, with the subcontract the caller's project membership binds them to (spec
 * part 3, 6): AC everything, ACP its subcontract's rows (nothing without a subcontract), V nothing. Null: no access.
 */
export function editingScopeOf(code: PermissionCode | undefined, subcontractId: string | null): EditingScope | null {
  switch (code) {
    case 'AC':
      return { scope: 'all' };
    case 'ACP':
      return subcontractId === null ? { scope: 'none' } : { scope: 'subcontract', subcontractId };
    case 'V':
      return { scope: 'none' };
    case 'SA':
    case undefined:
      return null;
  }
}

/** Whether a row of this subcontract is the caller's to change. */
export function mayChangeRow(editing: EditingScope, rowSubcontractId: string | null): boolean {
  switch (editing.scope) {
    case 'all':
      return true;
    case 'subcontract':
      return rowSubcontractId === editing.subcontractId;
    case 'none':
      return false;
  }
}
