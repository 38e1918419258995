import type { WeekReply } from '@tenon/contracts';
import { editingScopeOf, mayChangeRow } from '@tenon/service-kit';

export type WeekEditing = WeekReply['editing'];

/**
 * What the caller may change in the weekly plan from their `weekly.plan` code (spec part 3, 6): AC everything (and
 * closing or reopening a week), ACP its subcontract's commitments, V nothing. Null: no access.
 */
export const weekEditingOf: typeof editingScopeOf = editingScopeOf;

/** Whether a commitment of a task of this subcontract is the caller's to make or change. */
export const mayCommit: typeof mayChangeRow = mayChangeRow;
