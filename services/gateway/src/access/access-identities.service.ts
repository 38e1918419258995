import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthContext, Role } from '@tenon/contracts';
import { PasswordHasher } from '../auth/password-hasher';
import { CompaniesRepository } from '../identity/companies.repository';
import { CompaniesService } from '../identity/companies.service';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import { PermissionTablesRepository } from '../identity/permission-tables.repository';
import type { CompanyRecord, UserRecord } from '../identity/identity.schema';
import { UsersRepository } from '../identity/users.repository';
import { DomainError } from '../domain-error';

export interface NewPerson {
  email: string;
  password: string;
  name: string;
  lastname: string;
  position: string;
  image: string | null;
  role: Role;
}

export type NewCompany = Omit<CompanyRecord, '_id' | 'createdAt'>;

export const newId = (): string => new Types.ObjectId().toHexString();

/**
 * Creating people and companies for the access flows, and undoing it when a later step fails: FerretDB has no
 * transactions, so a flow removes what it made itself rather than leave half an account behind.
 */
@Injectable()
export class AccessIdentitiesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly companiesService: CompaniesService,
    private readonly members: CompanyMembersRepository,
    private readonly hasher: PasswordHasher,
    private readonly permissionTables: PermissionTablesRepository,
  ) {}

  async emailTaken(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)) !== null;
  }

  async assertEmailFree(email: string): Promise<void> {
    if ((await this.users.findByEmail(email)) !== null) throw new DomainError('EMAIL_EXISTS', 'An account with this e-mail already exists');
  }

  async createPerson(person: NewPerson): Promise<UserRecord> {
    const id = newId();
    const record: Omit<UserRecord, 'createdAt'> = {
      _id: id,
      email: person.email,
      passwordHash: await this.hasher.hash(person.password),
      name: person.name,
      lastname: person.lastname,
      image: person.image,
      role: person.role,
      position: person.position,
      isActive: true,
      lastActive: null,
    };
    try {
      await this.users.insert(record);
    } catch (error) {
      // The unique e-mail index settles two sign-ups of the same address racing each other.
      if ((error as { code?: number }).code === 11000) throw new DomainError('EMAIL_EXISTS', 'An account with this e-mail already exists');
      throw error;
    }
    const created = await this.users.findById(id);
    if (created === null) throw new Error('user vanished after insert');
    return created;
  }

  async createCompany(company: NewCompany): Promise<CompanyRecord> {
    const id = newId();
    await this.companiesService.createCompany({ _id: id, ...company });
    const created = await this.companies.findById(id);
    if (created === null) throw new Error('company vanished after insert');
    return created;
  }

  async isMember(companyId: string, userId: string): Promise<boolean> {
    return (await this.members.membership({ companyId }, userId)) !== null;
  }

  async join(companyId: string, userId: string, role: Role): Promise<void> {
    await this.members.add({ companyId }, userId, role);
  }

  /** Undo of a flow that failed half-way; each part is removed on its own so one failure does not keep the rest. */
  async undo(made: { userId?: string; companyId?: string; memberOf?: string }): Promise<void> {
    const steps: Promise<unknown>[] = [];
    if (made.userId !== undefined && made.memberOf !== undefined) steps.push(this.members.remove({ companyId: made.memberOf }, made.userId));
    if (made.userId !== undefined) steps.push(this.users.remove(made.userId));
    if (made.companyId !== undefined) steps.push(this.companiesService.removeCompany(made.companyId));
    await Promise.allSettled(steps);
  }

  /**
   * The Kafka auth of a person acting through a mail link rather than a browser session, with the permission table
   * their role has in the company now, as a session would carry it: the services check it themselves.
   */
  async linkAuth(userId: string, companyId: string, role: Role, linkTokenId: string): Promise<AuthContext> {
    const permissions = await this.permissionTables.tableOf({ companyId }, role);
    return { userId, companyId, role, sessionId: `link:${linkTokenId}`, ...(permissions === undefined ? {} : { permissions }) };
  }
}
