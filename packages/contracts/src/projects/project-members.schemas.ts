import { z } from 'zod';
import { objectIdSchema } from './projects.schemas';

export const listMembersRequestSchema = z.object({ projectId: objectIdSchema });
export type ListMembersRequest = z.infer<typeof listMembersRequestSchema>;

export const projectMemberSchema = z.object({
  userId: z.string(),
  isCreator: z.boolean(),
  isSuperAdmin: z.boolean(),
  /** The subcontract whose activities the member edits with an ACP permission; null: none. */
  subcontractId: z.string().nullable(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;
/**
 * A member as the gateway's members routes answer it: the projects service knows user ids only, and the gateway adds
 * the name and e-mail of a person of the caller's company (someone outside it stays a bare id).
 */
export interface NamedProjectMember extends ProjectMember {
  name?: string;
  lastname?: string;
  email?: string;
}
export interface ListMembersReply {
  members: ProjectMember[];
}

export const addMemberRequestSchema = z.object({
  projectId: objectIdSchema,
  userId: objectIdSchema,
  isCreator: z.boolean().optional(),
});
export type AddMemberRequest = z.infer<typeof addMemberRequestSchema>;
export interface AddMemberReply {
  member: ProjectMember;
}

export const removeMemberRequestSchema = z.object({ projectId: objectIdSchema, userId: objectIdSchema });
export type RemoveMemberRequest = z.infer<typeof removeMemberRequestSchema>;
export interface RemoveMemberReply {
  removed: boolean;
}

/** Binds a member to a subcontract of the project or of its company, or unbinds them (null). */
export const updateMemberRequestSchema = z.object({
  projectId: objectIdSchema,
  userId: objectIdSchema,
  subcontractId: objectIdSchema.nullable(),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;
export interface UpdateMemberReply {
  member: ProjectMember;
}
