import { z } from 'zod';
import { optionSchema } from '../projects/option-schema';
import { COUNTRY_CODES, CURRENCIES, PROJECT_TYPES, SIZE_TYPES } from '../projects/project-options';
import { roleSchema } from '../permissions/roles';
import { emailSchema, newPasswordSchema, signupEmailSchema } from './email-rules';

export const languages = ['en', 'es'] as const;
export const languageSchema = z.enum(languages).default('en');
export type Language = (typeof languages)[number];

const required = (field: string) => z.string().trim().min(1, `${field} is required`).max(200);
/** An uploaded image (`POST /images` answer id), or null to remove it. */
export const imageIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be an uploaded image id');
const optionalImage = imageIdSchema.nullable().optional();

export const signupRequestBodySchema = z.object({ email: signupEmailSchema, lang: languageSchema });
export type SignupRequestBody = z.infer<typeof signupRequestBodySchema>;

/** Spec 3: company size bands offered at sign-up. */
export const signupCompanySizes = ['under20', '20-50', '50-100', 'over100'] as const;
export const companyTypes = ['general_contractor', 'trade_contractor', 'owner', 'other'] as const;

export const signupCompleteBodySchema = z.object({
  name: required('Name'),
  lastname: required('Last name'),
  password: newPasswordSchema,
  /** Case B (no company owns the e-mail's domain): name and size required, type optional. */
  company: z
    .object({
      name: required('Company name'),
      size: z.enum(signupCompanySizes, { message: 'Size is required' }),
      type: z.enum(companyTypes).optional(),
    })
    .optional(),
});
export type SignupCompleteBody = z.infer<typeof signupCompleteBodySchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  termsAccepted: z.literal(true, { message: 'The terms must be accepted' }),
  lang: languageSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Roles a company may give to the people it invites: superadmin is granted by a superadmin's role change only. */
export const invitableRoleSchema = roleSchema.exclude(['superadmin']);
export const INVITE_ROWS_MAX = 5;
export const INVITE_ROWS_MESSAGE = 'Existe un error en el formulario. Revise el mail/rol de los invitados';

const blankToUndefined = (value: unknown) => (value === '' || value === null || value === -1 || value === '-1' ? undefined : value);
const inviteRowSchema = z
  .object({
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
    role: z.preprocess(blankToUndefined, invitableRoleSchema.optional()),
  })
  .refine((row) => (row.email === undefined) === (row.role === undefined), { message: INVITE_ROWS_MESSAGE });

/** Spec 5: each row a valid e-mail and a role, or both blank; blank rows are dropped; at most 5; `min` guests. */
export function inviteRowsSchema(min: number) {
  return z
    .array(inviteRowSchema, { message: INVITE_ROWS_MESSAGE })
    .max(INVITE_ROWS_MAX, INVITE_ROWS_MESSAGE)
    .transform((rows) => rows.flatMap((row) => (row.email !== undefined && row.role !== undefined ? [{ email: row.email, role: row.role }] : [])))
    .refine((rows) => rows.length >= min, { message: INVITE_ROWS_MESSAGE })
    .refine((rows) => new Set(rows.map((row) => row.email)).size === rows.length, { message: INVITE_ROWS_MESSAGE });
}
export type InviteRow = { email: string; role: z.infer<typeof invitableRoleSchema> };

export const invitationsBodySchema = z.object({
  users: inviteRowsSchema(1),
  projectId: z.string().regex(/^[0-9a-f]{24}$/).optional(),
  lang: languageSchema,
});
export type InvitationsBody = z.infer<typeof invitationsBodySchema>;

export const profileBodySchema = z.object({
  name: required('Name'),
  lastname: required('Last name'),
  position: required('Position'),
  password: newPasswordSchema,
  image: optionalImage,
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const onboardingCompanyBodySchema = z.object({
  name: required('Name'),
  numberOfProjects: z.coerce.string().trim().min(1, 'Number of projects is required').max(20),
  country: optionSchema(COUNTRY_CODES, 'Country'),
  image: optionalImage,
});
export type OnboardingCompanyBody = z.infer<typeof onboardingCompanyBodySchema>;

/** Spec 5: budget at most 12 characters with its dots stripped (thousands separators). */
export const budgetSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).replace(/\./g, '').trim())
  .pipe(z.string().min(1, 'Budget is required').max(12, 'Budget is too long').regex(/^\d+(,\d+)?$/, 'Budget is required'))
  .transform((value) => Number(value.replace(',', '.')));

/** Spec 5: size allows 2 decimals. */
export const projectSizeSchema = z.coerce
  .number({ message: 'Size is required' })
  .min(0, 'Size is required')
  // size * 100 is not exact in binary (10.12 * 100 = 1011.9999999999999): compare within a rounding error.
  .refine((size) => Math.abs(Math.round(size * 100) - size * 100) < 1e-6, { message: 'Size allows 2 decimals' });

export const onboardingProjectBodySchema = z.object({
  name: required('Name'),
  type: optionSchema(PROJECT_TYPES, 'Type'),
  country: optionSchema(COUNTRY_CODES, 'Country'),
  currency: optionSchema(CURRENCIES, 'Currency'),
  budget: budgetSchema,
  sizetype: optionSchema(SIZE_TYPES, 'Size Type'),
  size: projectSizeSchema,
  image: optionalImage,
});
export type OnboardingProjectBody = z.infer<typeof onboardingProjectBodySchema>;

export const onboardingSchedulesBodySchema = z.object({
  names: z.array(required('Schedule Name')).min(1, 'Schedule Name is required').max(50),
});
export type OnboardingSchedulesBody = z.infer<typeof onboardingSchedulesBodySchema>;

export const onboardingInviteBodySchema = z.object({ users: inviteRowsSchema(0), lang: languageSchema });
export type OnboardingInviteBody = z.infer<typeof onboardingInviteBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: emailSchema, lang: languageSchema });
export const passwordResetBodySchema = z.object({ password: newPasswordSchema });
export const activationRequestBodySchema = z.object({ email: emailSchema, lang: languageSchema });

export const updateMeBodySchema = z.object({
  name: required('Name'),
  lastname: required('Last name'),
  position: z.string().trim().max(200).default(''),
  image: optionalImage,
  reportTasks: z.boolean().optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changePasswordBodySchema = z.object({ currentPassword: z.string().min(1), password: newPasswordSchema });

export const updateCompanyBodySchema = z.object({
  name: required('Name'),
  country: optionSchema(COUNTRY_CODES, 'Country'),
  size: z.string().trim().max(20).default(''),
  type: z.string().trim().max(40).default(''),
  image: optionalImage,
  /** Activities carry resources (spec part 2 §2.3): the Resources page and report are shown. Absent: unchanged. */
  requireResources: z.boolean().optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

/** Any role; the gateway refuses one above the changer's own (a superadmin only by a superadmin). */
export const changeMemberRoleBodySchema = z.object({ role: roleSchema });
