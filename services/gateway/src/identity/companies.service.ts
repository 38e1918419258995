import { Injectable } from '@nestjs/common';
import type { Role } from '@tenon/contracts';
import { CompaniesRepository } from './companies.repository';
import { CompanyMembersRepository } from './company-members.repository';
import { PermissionTablesRepository } from './permission-tables.repository';
import { UsersRepository } from './users.repository';
import { PasswordHasher } from '../auth/password-hasher';
import type { CompanyRecord, UserRecord } from './identity.schema';

export interface NewUser {
  id: string;
  email: string;
  /** Either the password, or its hash when many users share one (the demo users). */
  password: string | { hash: string };
  name: string;
  lastname: string;
  image: string | null;
  role: Role;
  position: string;
}

@Injectable()
export class CompaniesService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly members: CompanyMembersRepository,
    private readonly permissionTables: PermissionTablesRepository,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** A new company starts with its own copy of every role's default permission table. */
  async createCompany(company: Omit<CompanyRecord, 'createdAt'>): Promise<void> {
    await this.companies.insert(company);
    await this.permissionTables.copyDefaults({ companyId: company._id });
  }

  /** Removes a company made by a flow that then failed, with its permission tables and memberships. */
  async removeCompany(companyId: string): Promise<void> {
    await this.permissionTables.removeAll({ companyId });
    await this.members.removeAll({ companyId });
    await this.companies.remove(companyId);
  }

  async addUser(companyId: string, user: NewUser): Promise<void> {
    const record: Omit<UserRecord, 'createdAt'> = {
      _id: user.id,
      email: user.email,
      passwordHash: typeof user.password === 'string' ? await this.hasher.hash(user.password) : user.password.hash,
      name: user.name,
      lastname: user.lastname,
      image: user.image,
      role: user.role,
      position: user.position,
      isActive: true,
    };
    await this.users.insert(record);
    await this.members.add({ companyId }, user.id, user.role);
  }
}
