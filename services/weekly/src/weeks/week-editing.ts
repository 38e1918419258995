import type { PermissionCode, WeekReply } from '@tenon/contracts';

export type WeekEditing = WeekReply['editing'];

/**
 * What the caller may change in the weekly plan from their `weekly.plan` code (spec part 3, 6): AC everything (and
 * closing or reopening a week), ACP its subcontract's commitments, V nothing. Null: no access.
 */
export function weekEditingOf(code: PermissionCode | undefined, subcontractId: string | null): WeekEditing | null {
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

export function mayCommit(editing: WeekEditing, taskSubcontractId: string | null): boolean {
  switch (editing.scope) {
    case 'all':
      return true;
    case 'subcontract':
      return taskSubcontractId === editing.subcontractId;
    case 'none':
      return false;
  }
}
