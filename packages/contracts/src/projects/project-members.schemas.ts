import { z } from 'zod';
import { objectIdSchema } from './projects.schemas';

export const listMembersRequestSchema = z.object({ projectId: objectIdSchema });
export type ListMembersRequest = z.infer<typeof listMembersRequestSchema>;

export const projectMemberSchema = z.object({
  userId: z.string(),
  isCreator: z.boolean(),
  isSuperAdmin: z.boolean(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;
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
