import { Schema } from 'mongoose';
import { permissionCodes, roles, type PermissionCode, type Role } from '@tenon/contracts';

export interface UserRecord {
  _id: string;
  email: string;
  passwordHash: string;
  name: string;
  lastname: string;
  image: string | null;
  role: Role;
  position: string;
  /** False when the user has no active membership left: sign-in answers USER_INACTIVE. */
  isActive: boolean;
  lastActive?: Date | null;
  /** Raised by every credential event (password reset or change, sign-out everywhere, deactivation): older user tokens are refused. */
  tokenVersion?: number;
  /** Mailed the weekly commitment and closure reports of their projects (on unless turned off). */
  reportTasks?: boolean;
  createdAt: Date;
}

export interface CompanyRecord {
  _id: string;
  name: string;
  image: string | null;
  country: string;
  /** Mail domain of the creator's e-mail; people signing up from it join this company. Null for free-mail creators. */
  domain?: string | null;
  size?: string;
  type?: string;
  contractType?: string;
  /** Spec part 2, 2.3: the master plan's resources page exists only for a company that requires resources. */
  requireResources?: boolean;
  isFreeTrial?: boolean;
  numberOfProjects?: string;
  createdAt: Date;
}

export interface CompanyMemberRecord {
  _id: string;
  companyId: string;
  userId: string;
  role: Role;
  /** Deactivation is per company: one company's admin cannot lock a person out of another company. */
  isActive?: boolean;
  activationRequestedAt?: Date | null;
}

/** Stored as a list: FerretDB (and older MongoDB) refuse field names with dots such as `masterplan.gantt`. */
export interface PermissionEntry {
  key: string;
  code: PermissionCode;
}

export interface PermissionTableRecord {
  _id: string;
  companyId: string;
  role: Role;
  entries: PermissionEntry[];
}

export const userSchema = new Schema<UserRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    name: { type: String, required: true },
    lastname: { type: String, default: '' },
    image: { type: String, default: null },
    role: { type: String, enum: roles, required: true },
    position: { type: String, default: '' },
    isActive: { type: Boolean, default: true },
    lastActive: { type: Date, default: null },
    tokenVersion: { type: Number, default: 0 },
    reportTasks: { type: Boolean, default: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'users', versionKey: false },
);

export const companySchema = new Schema<CompanyRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    image: { type: String, default: null },
    country: { type: String, default: '' },
    domain: { type: String, default: null, index: true },
    size: { type: String, default: '' },
    type: { type: String, default: '' },
    contractType: { type: String, default: '' },
    requireResources: { type: Boolean, default: false },
    isFreeTrial: { type: Boolean, default: false },
    numberOfProjects: { type: String, default: '' },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'companies', versionKey: false },
);

export const companyMemberSchema = new Schema<CompanyMemberRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    role: { type: String, enum: roles, required: true },
    isActive: { type: Boolean, default: true },
    activationRequestedAt: { type: Date, default: null },
  },
  { collection: 'company_members', versionKey: false },
);

export const permissionTableSchema = new Schema<PermissionTableRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true, index: true },
    role: { type: String, enum: roles, required: true },
    entries: [{ _id: false, key: { type: String, required: true }, code: { type: String, enum: permissionCodes, required: true } }],
  },
  { collection: 'permission_tables', versionKey: false },
);

export const USER_MODEL = 'User';
export const COMPANY_MODEL = 'Company';
export const COMPANY_MEMBER_MODEL = 'CompanyMember';
export const PERMISSION_TABLE_MODEL = 'PermissionTable';
