import type { LookaheadWindowReply } from '@tenon/contracts';
import { editingScopeOf, mayChangeRow } from '@tenon/service-kit';

export type TaskEditing = LookaheadWindowReply['editing'];

/** What the caller may change on the plan, from their `lookahead.plan` code and their membership's subcontract. */
export const taskEditingOf: typeof editingScopeOf = editingScopeOf;

/** Whether a task of this subcontract is the caller's to change. */
export const mayEdit: typeof mayChangeRow = mayChangeRow;
