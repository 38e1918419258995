import type { PlanActivity, PlanEditing } from '@tenon/contracts';

export interface EditRights {
  /** Something may be changed at all (the save button, adding rows). */
  canEdit: boolean;
  /** Every row may be changed: copy and paste, the subcontract of an activity. */
  canEditAll: boolean;
  /** The subcontract a subcontractor's new rows get; null for everyone else. */
  ownSubcontractId: string | null;
  canEditRow: (activity: Pick<PlanActivity, 'subcontractId'>) => boolean;
}

/** The editor's side of the service's rule: a subcontractor's rows are those of its subcontract, the rest read-only. */
export function editRights(editing: PlanEditing): EditRights {
  switch (editing.scope) {
    case 'all':
      return { canEdit: true, canEditAll: true, ownSubcontractId: null, canEditRow: () => true };
    case 'subcontract':
      return { canEdit: true, canEditAll: false, ownSubcontractId: editing.subcontractId, canEditRow: (activity) => activity.subcontractId === editing.subcontractId };
    case 'none':
      return { canEdit: false, canEditAll: false, ownSubcontractId: null, canEditRow: () => false };
  }
}
