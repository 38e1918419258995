import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const MEMBERSHIP_MODEL = 'Membership';

/** A user assigned to a project (the spec's "assign project user", with isCreator). */
export const membershipSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    userId: { type: String, required: true },
    isCreator: { type: Boolean, default: false },
    /** The spec's `assignProjectFreeTrialSuperAdmin`: the free-trial creator is the trial project's super admin. */
    isSuperAdmin: { type: Boolean, default: false },
    /** The subcontract whose activities the member edits when their Gantt permission is ACP (spec part 2, 6). */
    subcontractId: { type: String, default: null },
  },
  { collection: 'memberships', timestamps: true, versionKey: false },
);
membershipSchema.index({ companyId: 1, userId: 1, projectId: 1 }, { unique: true });
membershipSchema.index({ companyId: 1, projectId: 1 });

export type MembershipDocument = InferSchemaType<typeof membershipSchema> & { _id: Types.ObjectId };
