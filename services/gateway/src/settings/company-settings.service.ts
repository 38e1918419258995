import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext, CompanyDetails, CompanyUser, Role, UpdateCompanyBody } from '@tenon/contracts';
import { AuditLogService } from '../audit/audit-log.service';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session.store';
import { DomainError } from '../domain-error';
import { mayGrantRole } from '../access/role-grants';
import { CompaniesRepository } from '../identity/companies.repository';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import type { CompanyMemberRecord, CompanyRecord } from '../identity/identity.schema';
import { PermissionTablesRepository } from '../identity/permission-tables.repository';
import { UsersRepository } from '../identity/users.repository';
import { ImagesService } from '../images/images.service';

function companyDetails(company: CompanyRecord): CompanyDetails {
  return {
    id: company._id,
    name: company.name,
    image: company.image,
    country: company.country,
    size: company.size ?? '',
    type: company.type ?? '',
    contractType: company.contractType ?? '',
    isFreeTrial: company.isFreeTrial ?? false,
    requireResources: company.requireResources === true,
  };
}

const ADMIN_ROLES: readonly Role[] = ['admin', 'superadmin'];

/** `/settings/company`: the session's company and its people. Every user id must be a member of that company (403 otherwise). */
@Injectable()
export class CompanySettingsService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly members: CompanyMembersRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesService,
    private readonly permissionTables: PermissionTablesRepository,
    private readonly auth: AuthService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    private readonly audit: AuditLogService,
  ) {}

  async current(auth: AuthContext): Promise<{ company: CompanyDetails }> {
    const company = await this.companies.findById(auth.companyId);
    if (company === null) throw new DomainError('WRONG_COMPANY', 'You do not belong to this company');
    return { company: companyDetails(company) };
  }

  async update(auth: AuthContext, body: UpdateCompanyBody): Promise<{ company: CompanyDetails }> {
    const image = await this.images.attach({ kind: 'member', companyId: auth.companyId, userId: auth.userId }, body.image);
    const company = await this.companies.update(auth, {
      name: body.name,
      country: body.country,
      size: body.size,
      type: body.type,
      ...(image === undefined ? {} : { image }),
      ...(body.requireResources === undefined ? {} : { requireResources: body.requireResources }),
    });
    if (company === null) throw new DomainError('WRONG_COMPANY', 'You do not belong to this company');
    return { company: companyDetails(company) };
  }

  async listUsers(auth: AuthContext): Promise<{ users: CompanyUser[] }> {
    const memberships = await this.members.membersOf(auth);
    const people = new Map((await this.users.findByIds(memberships.map((member) => member.userId))).map((user) => [user._id, user]));
    const users = memberships.flatMap((member): CompanyUser[] => {
      const user = people.get(member.userId);
      if (user === undefined) return [];
      const isActive = member.isActive !== false;
      return [
        {
          id: user._id,
          email: user.email,
          name: user.name,
          lastname: user.lastname,
          role: member.role,
          position: user.position,
          image: user.image,
          isActive,
          lastActive: user.lastActive instanceof Date ? user.lastActive.toISOString() : null,
          status: isActive ? 'active' : 'inactive',
          activationRequested: member.activationRequestedAt instanceof Date,
        },
      ];
    });
    users.sort((a, b) => `${a.name} ${a.lastname}`.localeCompare(`${b.name} ${b.lastname}`));
    return { users };
  }

  async changeRole(auth: AuthContext, userId: string, role: Role): Promise<{ user: CompanyUser }> {
    const member = await this.memberOf(auth, userId);
    // Neither the role taken away nor the role given may be above the changer's own.
    await this.assertGrantable(auth, member.role);
    await this.assertGrantable(auth, role);
    if (ADMIN_ROLES.includes(member.role) && !ADMIN_ROLES.includes(role)) await this.assertAnotherAdmin(auth, userId);
    await this.members.setRole(auth, userId, role);
    await this.audit.record({ type: 'role-changed', companyId: auth.companyId, subjectId: userId, actorId: auth.userId, details: { from: member.role, to: role } });
    // The role is part of the session's permission table: the person signs in again to get the new one.
    await this.sessions.revokeAllOfInCompany(userId, auth.companyId);
    return { user: await this.userView(auth, userId) };
  }

  /** Ends the person's sessions in this company at once; with no active company left the account is inactive. */
  async deactivate(auth: AuthContext, userId: string): Promise<{ user: CompanyUser; revokedSessions: number }> {
    const member = await this.memberOf(auth, userId);
    if (userId === auth.userId) throw new DomainError('LAST_ADMIN', 'You cannot deactivate yourself');
    if (ADMIN_ROLES.includes(member.role)) await this.assertAnotherAdmin(auth, userId);
    await this.members.setActive(auth, userId, false);
    const revokedSessions = await this.sessions.revokeAllOfInCompany(userId, auth.companyId);
    const stillActive = (await this.members.companiesOfUser(userId)).some((link) => link.isActive !== false);
    // With no company left the account is inactive: its earlier sign-ins must not come back with a reactivation.
    if (!stillActive) {
      await this.users.setActive(userId, false);
      await this.auth.endEverySignIn(userId, { type: 'user-deactivated' });
    }
    await this.audit.record({ type: 'user-deactivated', companyId: auth.companyId, subjectId: userId, actorId: auth.userId, details: { endedSessions: revokedSessions } });
    return { user: await this.userView(auth, userId), revokedSessions };
  }

  async activate(auth: AuthContext, userId: string): Promise<{ user: CompanyUser }> {
    await this.memberOf(auth, userId);
    await this.members.setActive(auth, userId, true);
    await this.users.setActive(userId, true);
    await this.audit.record({ type: 'user-activated', companyId: auth.companyId, subjectId: userId, actorId: auth.userId });
    return { user: await this.userView(auth, userId) };
  }

  /** A user named in a project body must be a member of the caller's company (unknown users get the same answer). */
  async assertMember(auth: AuthContext, userId: string): Promise<void> {
    await this.memberOf(auth, userId);
  }

  private async memberOf(auth: AuthContext, userId: string): Promise<CompanyMemberRecord> {
    const member = await this.members.membership(auth, userId);
    if (member === null) throw new DomainError('WRONG_COMPANY', 'This user is not a member of your company');
    return member;
  }

  private async assertGrantable(auth: AuthContext, role: Role): Promise<void> {
    const granter = await this.permissionTables.tableOf(auth, auth.role);
    const granted = await this.permissionTables.tableOf(auth, role);
    if (granter === undefined || granted === undefined || !mayGrantRole({ role: auth.role, permissions: granter }, { role, permissions: granted })) {
      throw new DomainError('NO_PERMISSION', `You cannot grant the role ${role}`, { roles: [role] });
    }
  }

  private async assertAnotherAdmin(auth: AuthContext, userId: string): Promise<void> {
    const admins = await this.members.activeAdminsOf(auth);
    if (!admins.some((admin) => admin.userId !== userId)) throw new DomainError('LAST_ADMIN', 'The company needs at least one active administrator');
  }

  private async userView(auth: AuthContext, userId: string): Promise<CompanyUser> {
    const view = (await this.listUsers(auth)).users.find((user) => user.id === userId);
    if (view === undefined) throw new DomainError('WRONG_COMPANY', 'This user is not a member of your company');
    return view;
  }
}
