import type { LookaheadWindowReply, PermissionCode } from '@tenon/contracts';

export type TaskEditing = LookaheadWindowReply['editing'];

/**
 * What the caller may change on the plan, from their `lookahead.plan` code and the subcontract their project
 * membership binds them to (spec part 3, 6): AC everything, ACP its subcontract's tasks, V nothing. Null: no access.
 */
export function taskEditingOf(code: PermissionCode | undefined, subcontractId: string | null): TaskEditing | null {
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

/** Whether a task of this subcontract is the caller's to change. */
export function mayEdit(editing: TaskEditing, taskSubcontractId: string | null): boolean {
  switch (editing.scope) {
    case 'all':
      return true;
    case 'subcontract':
      return taskSubcontractId === editing.subcontractId;
    case 'none':
      return false;
  }
}
