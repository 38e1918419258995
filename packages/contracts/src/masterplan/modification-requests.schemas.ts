import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { planDateSchema } from './plan.schemas';
import { MODIFICATION_COMMENT_MAX } from './modification-request-values';

/**
 * A request to change an activity's dates (spec part 2, sections 3 and 4; part 3, 2.2): raised from the lookahead by
 * whoever plans it, approved or rejected on the master plan by whoever has full access to the Gantt.
 */

/** Spec 4: 'waiting' until someone with Gantt AC approves or rejects it; a resolved request stays resolved. */
export const modificationRequestStates = ['waiting', 'approved', 'rejected'] as const;
export type ModificationRequestState = (typeof modificationRequestStates)[number];
/** Which of the activity's dates the request changes (spec part 3, entities). */
export type ModificationRequestType = 'start' | 'end' | 'both';
export { MODIFICATION_COMMENT_MAX, MODIFICATION_TOAST_MS } from './modification-request-values';

const scheduleScope = { projectId: objectIdSchema, scheduleId: objectIdSchema };

export const createModificationRequestSchema = z
  .object({
    ...scheduleScope,
    activityId: objectIdSchema,
    start: planDateSchema,
    finish: planDateSchema,
    comment: z.string().trim().max(MODIFICATION_COMMENT_MAX, `A comment can have up to ${MODIFICATION_COMMENT_MAX} characters`).default(''),
  })
  .refine((request) => request.finish >= request.start, { message: 'The finish cannot be before the start', path: ['finish'] });
export type CreateModificationRequest = z.output<typeof createModificationRequestSchema>;

export const listModificationRequestsSchema = z.object({ ...scheduleScope, state: z.enum(modificationRequestStates).optional() });
export type ListModificationRequests = z.infer<typeof listModificationRequestsSchema>;

export const approveModificationRequestSchema = z.object({
  ...scheduleScope,
  requestId: objectIdSchema,
  /** The plan version the approver previewed the change on: a save made since is a 409 SAVE_CONFLICT, as in the Gantt. */
  baseVersion: z.coerce.number().int().min(0),
});
export type ApproveModificationRequest = z.infer<typeof approveModificationRequestSchema>;

export const rejectModificationRequestSchema = z.object({ ...scheduleScope, requestId: objectIdSchema });
export type RejectModificationRequest = z.infer<typeof rejectModificationRequestSchema>;

export interface ModificationRequestSummary {
  id: string;
  scheduleId: string;
  projectId: string;
  activityId: string;
  activityName: string;
  correlativeId: number;
  type: ModificationRequestType;
  state: ModificationRequestState;
  description: string;
  startOriginal: string;
  endOriginal: string;
  startNew: string;
  endNew: string;
  requesterId: string;
  requestedAt: string;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

export interface ListModificationRequestsReply {
  /** Waiting requests first, then the resolved ones; newest first within each. */
  requests: ModificationRequestSummary[];
}

export interface ApproveModificationReply {
  request: ModificationRequestSummary;
  /** The plan version the approval saved, and how many activities it moved (the activity and its successors). */
  version: number;
  moved: number;
}

/** A resolution by an unknown or another company's request id is NOT_FOUND; a second resolution is this, 409. */
export const MODIFICATION_ALREADY_RESOLVED = 'MODIFICATION_ALREADY_RESOLVED';

/** `masterplan.modification.requested.v1`, keyed by schedule id. */
export interface ModificationRequestedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  requestId: string;
  activityId: string;
  requesterId: string;
  type: ModificationRequestType;
  startOriginal: string;
  endOriginal: string;
  startNew: string;
  endNew: string;
  at: string;
}

/** `masterplan.modification.resolved.v1`, keyed by schedule id. */
export interface ModificationResolvedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  requestId: string;
  activityId: string;
  requesterId: string;
  state: Exclude<ModificationRequestState, 'waiting'>;
  resolvedBy: string;
  at: string;
  /** The plan version an approval saved; null for a rejection. */
  version: number | null;
}
