import type { OnboardingProjectBody } from '@tenon/contracts/types';
import type { FormError, FormErrors, FormField } from './form-messages';
import { isValidEmail, normalizeEmail } from './login-validation';
import { validateNewPasswordPair } from './new-password-rules';

function required(value: string, field: FormField): FormError | undefined {
  return value.trim() === '' ? `required:${field}` : undefined;
}

function email(value: string): FormError | undefined {
  if (normalizeEmail(value) === '') return 'required:email';
  return isValidEmail(value) ? undefined : 'email_invalid';
}

function compact<F extends string>(errors: Record<F, FormError | undefined>): FormErrors<F> {
  const result: FormErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    const error = errors[key];
    if (error !== undefined) result[key] = error;
  }
  return result;
}

/** Forgot password and activation requests: the e-mail pattern only. */
export function validateEmailForm(values: { email: string }): FormErrors<'email'> {
  return compact({ email: email(values.email) });
}

export function validateRegisterForm(values: { email: string; termsAccepted: boolean }): FormErrors<'email' | 'terms'> {
  return compact({ email: email(values.email), terms: values.termsAccepted ? undefined : 'terms_required' });
}

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export function validateChangePasswordForm(values: NewPasswordValues): FormErrors<'password' | 'repeat'> {
  const passwords = validateNewPasswordPair(values.password, values.repeat);
  return compact({ password: passwords.password, repeat: passwords.repeat });
}

export interface SignupUserValues extends NewPasswordValues {
  name: string;
  lastname: string;
}

export interface SignupCompanyValues {
  companyName: string;
  companySize: string;
}

type SignupField = 'name' | 'lastname' | 'password' | 'repeat' | 'companyName' | 'companySize';

/** Sign-up confirmation; `company` only in case B (no company owns the domain): name and size required, type optional. */
export function validateSignupCompleteForm(values: SignupUserValues, company?: SignupCompanyValues): FormErrors<SignupField> {
  const passwords = validateNewPasswordPair(values.password, values.repeat);
  return compact({
    name: required(values.name, 'name'),
    lastname: required(values.lastname, 'lastname'),
    password: passwords.password,
    repeat: passwords.repeat,
    companyName: company === undefined ? undefined : required(company.companyName, 'companyName'),
    companySize: company === undefined ? undefined : required(company.companySize, 'companySize'),
  });
}

export interface ProfileValues extends SignupUserValues {
  position: string;
}

/** Invited person's profile (/confirmation/:token). */
export function validateProfileForm(values: ProfileValues): FormErrors<'name' | 'lastname' | 'position' | 'password' | 'repeat'> {
  const passwords = validateNewPasswordPair(values.password, values.repeat, 'password_invalid');
  return compact({
    name: required(values.name, 'name'),
    lastname: required(values.lastname, 'lastname'),
    position: required(values.position, 'position'),
    password: passwords.password,
    repeat: passwords.repeat,
  });
}

export interface CompanyFormValues {
  name: string;
  numberOfProjects: string;
  country: string;
}

export function validateCompanyForm(values: CompanyFormValues): FormErrors<keyof CompanyFormValues> {
  return compact({
    name: required(values.name, 'name'),
    numberOfProjects: required(values.numberOfProjects, 'numberOfProjects'),
    country: required(values.country, 'country'),
  });
}

export const BUDGET_MAX_LENGTH = 12;

/** Spec 5: dots are thousands separators and are stripped before the length check. */
export function normalizeBudget(budget: string): string {
  return budget.replace(/\./g, '').trim();
}

export function validateBudget(budget: string): FormError | undefined {
  const stripped = normalizeBudget(budget);
  if (stripped === '') return 'required:budget';
  if (stripped.length > BUDGET_MAX_LENGTH) return 'budget_too_long';
  if (!/^\d+(,\d+)?$/.test(stripped)) return 'budget_invalid';
  return undefined;
}

/** Spec 5: size allows two decimals (a comma or a dot as separator). */
export function validateSize(size: string): FormError | undefined {
  const trimmed = size.trim().replace(',', '.');
  if (trimmed === '') return 'required:size';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'size_invalid';
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'size_decimals';
  return undefined;
}

export interface ProjectFormValues {
  name: string;
  type: string;
  country: string;
  currency: string;
  budget: string;
  sizetype: string;
  size: string;
}

/** Spec 5 defaults of a new project. */
export const NEW_PROJECT_DEFAULTS: Readonly<ProjectFormValues> = {
  name: '',
  type: '',
  country: 'US',
  currency: 'USD',
  budget: '',
  sizetype: 'ft2',
  size: '',
};

export function validateProjectForm(values: ProjectFormValues): FormErrors<keyof ProjectFormValues> {
  return compact({
    name: required(values.name, 'name'),
    type: required(values.type, 'type'),
    country: required(values.country, 'country'),
    currency: required(values.currency, 'currency'),
    budget: validateBudget(values.budget),
    sizetype: required(values.sizetype, 'sizetype'),
    size: validateSize(values.size),
  });
}

/** The body values the gateway expects: budget without dots (comma as decimal point), size as a number. */
export function projectBody(values: ProjectFormValues): Omit<OnboardingProjectBody, 'image'> {
  return {
    name: values.name.trim(),
    type: values.type,
    country: values.country,
    currency: values.currency,
    budget: Number(normalizeBudget(values.budget).replace(',', '.')),
    sizetype: values.sizetype,
    size: Number(values.size.trim().replace(',', '.')),
  };
}

export function validateScheduleName(name: string): FormError | undefined {
  return required(name, 'scheduleName');
}

export interface InviteRowValues {
  email: string;
  role: string;
}

export const INVITE_ROWS_MAX = 5;

function isBlankRow(row: InviteRowValues): boolean {
  return normalizeEmail(row.email) === '' && (row.role === '' || row.role === '-1');
}

/**
 * Spec 5: each row a valid e-mail and a role, or both blank; at least `min` guests; at most 5 rows; one e-mail once.
 * Answers the rows that break the rule (by index) and the form message.
 */
export function validateInviteRows(rows: readonly InviteRowValues[], min: number): { invalidRows: number[]; error?: FormError } {
  const invalidRows: number[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    if (!isValidEmail(row.email) || row.role === '' || row.role === '-1') invalidRows.push(index);
  });
  const filled = rows.filter((row) => !isBlankRow(row)).map((row) => normalizeEmail(row.email));
  const duplicated = new Set(filled).size !== filled.length;
  const broken = invalidRows.length > 0 || filled.length < min || rows.length > INVITE_ROWS_MAX || duplicated;
  return broken ? { invalidRows, error: 'invite_rows' } : { invalidRows };
}

/** The rows that go to the server: blank rows dropped, e-mails normalised. */
export function inviteRowsBody(rows: readonly InviteRowValues[]): Array<{ email: string; role: string }> {
  return rows.filter((row) => !isBlankRow(row)).map((row) => ({ email: normalizeEmail(row.email), role: row.role }));
}
