import { Inject, Injectable } from '@nestjs/common';
import {
  permissionAllows,
  roleSchema,
  type AuthContext,
  type InvitationsBody,
  type InviteRow,
  type Language,
  type ProfileBody,
  type ProfileTokenResponse,
  type RegisterBody,
  type Role,
  type SignedUpResponse,
} from '@tenon/contracts';
import { getProcessLogger } from '@tenon/service-kit';
import { AuditLogService } from '../audit/audit-log.service';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session.store';
import { DomainError, isOutOfReach } from '../domain-error';
import { CompaniesRepository } from '../identity/companies.repository';
import { PermissionTablesRepository } from '../identity/permission-tables.repository';
import { UsersRepository } from '../identity/users.repository';
import { ImagesService } from '../images/images.service';
import { AccessIdentitiesService } from './access-identities.service';
import { LinkTokensService, type IssuedLinkToken } from './link-tokens/link-tokens.service';
import type { LinkTokenRecord } from './link-tokens/link-tokens.schema';
import { LinkMailService } from './mail/link-mail.service';
import { OnboardingLinksService } from './onboarding-links.service';
import { ProjectsPort } from './projects.port';
import { mayGrantRole } from './role-grants';
import { CREATOR_ROLE } from './signup-rules';

/** Register (spec 2.7), invitations from settings or onboarding, and the profile form both lead to. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly tokens: LinkTokensService,
    private readonly mail: LinkMailService,
    private readonly identities: AccessIdentitiesService,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesService,
    private readonly auth: AuthService,
    private readonly onboarding: OnboardingLinksService,
    readonly projects: ProjectsPort,
    private readonly permissionTables: PermissionTablesRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    private readonly audit: AuditLogService,
  ) {}

  async register(body: RegisterBody): Promise<{ sent: true }> {
    if (await this.identities.emailTaken(body.email)) {
      await this.mail.send('account-exists', body.lang, body.email, { link: this.mail.pageLink('/login') });
      return { sent: true };
    }
    const issued = await this.tokens.issue({ purpose: 'register', email: body.email, lang: body.lang, data: { role: CREATOR_ROLE } });
    await this.sendOrWithdraw([issued], () => this.mail.send('register', body.lang, body.email, { link: this.mail.linkTo('confirmation', issued.token) }));
    return { sent: true };
  }

  /** `settings.company` ≥ AC invites to the company; `settings.project` ≥ AC only together with one of its projects. */
  async invite(auth: AuthContext, body: InvitationsBody): Promise<{ invited: number }> {
    const session = await this.sessions.find(auth.sessionId);
    const byCompany = permissionAllows(session?.permissions['settings.company'], 'AC');
    const byProject = body.projectId !== undefined && permissionAllows(session?.permissions['settings.project'], 'AC');
    if (!byCompany && !byProject) throw new DomainError('NO_PERMISSION', 'This needs AC on settings.company, or AC on settings.project with a project');
    return { invited: await this.inviteRows(auth, body.users, body.projectId, body.lang) };
  }

  /** One invitation link per guest; if any mail fails, every link of this batch is withdrawn (502 EMAIL_NOT_SENT). */
  async inviteRows(auth: AuthContext, rows: readonly InviteRow[], projectId: string | undefined, lang: Language): Promise<number> {
    if (projectId !== undefined) await this.assertOwnProject(auth, projectId);
    await this.assertGrantable(auth, rows.map((row) => row.role));
    // Only this company's own members are named as taken (the inviter sees them in its user list anyway); a person with
    // an account elsewhere is added to this company and told by mail, so the answer says nothing about other companies.
    const accounts = await Promise.all(rows.map(async (row) => ({ row, user: await this.users.findByEmail(row.email) })));
    const members = await Promise.all(accounts.map(async ({ user }) => user !== null && (await this.identities.isMember(auth.companyId, user._id))));
    const taken = accounts.filter((_account, index) => members[index]).map(({ row }) => row.email);
    if (taken.length > 0) throw new DomainError('EMAIL_EXISTS', 'Some guests are already members of this company', { emails: taken });
    const company = await this.companies.findById(auth.companyId);
    const inviter = await this.users.findById(auth.userId);
    if (company === null || inviter === null) throw new DomainError('WRONG_COMPANY', 'You do not belong to this company');
    const elsewhere = accounts.flatMap(({ row, user }) => (user === null ? [] : [{ row, userId: user._id }]));
    const issued: IssuedLinkToken[] = [];
    for (const row of rows.filter((candidate) => !elsewhere.some(({ row: existing }) => existing.email === candidate.email))) {
      issued.push(
        await this.tokens.issue({
          purpose: 'invitation',
          email: row.email,
          companyId: company._id,
          lang,
          data: { role: row.role, projectId: projectId ?? null, invitedBy: inviter._id, inviterRole: auth.role },
        }),
      );
    }
    const inviterName = `${inviter.name} ${inviter.lastname}`.trim();
    await this.sendOrWithdraw(issued, async () => {
      for (const { token, record } of issued) {
        await this.mail.send('invitation', lang, record.email, { link: this.mail.linkTo('confirmation', token), companyName: company.name, inviterName });
      }
    });
    for (const { row, userId } of elsewhere) {
      await this.identities.join(company._id, userId, row.role);
      if (projectId !== undefined) await this.projects.addMember(auth, projectId, userId);
      await this.mail
        .send('company-added', lang, row.email, { link: this.mail.pageLink('/login'), companyName: company.name, inviterName })
        .catch((error: unknown) => getProcessLogger().warn({ err: error, to: row.email }, 'company-added mail not sent'));
    }
    await this.audit.record({
      type: 'invitation-sent',
      companyId: company._id,
      actorId: auth.userId,
      details: { emails: rows.map((row) => row.email), roles: rows.map((row) => row.role), projectId: projectId ?? null },
    });
    return rows.length;
  }

  async profileToken(token: string): Promise<ProfileTokenResponse> {
    const record = await this.tokens.open(token, ['register', 'invitation']);
    const company = record.companyId === null ? null : await this.companies.findById(record.companyId);
    return {
      email: record.email,
      role: this.invitedRole(record),
      ...(company === null ? {} : { company: { id: company._id, name: company.name, image: company.image } }),
    };
  }

  async completeProfile(token: string, body: ProfileBody): Promise<SignedUpResponse> {
    const record = await this.tokens.consume(token, ['register', 'invitation']);
    const made: { userId?: string; memberOf?: string } = {};
    try {
      await this.identities.assertEmailFree(record.email);
      const image = await this.images.attach({ kind: 'link', linkTokenId: record._id, companyId: record.companyId }, body.image);
      const role = this.invitedRole(record);
      const user = await this.identities.createPerson({ ...body, email: record.email, image: image ?? null, role });
      made.userId = user._id;
      if (record.companyId === null) {
        const onboardingToken = await this.onboarding.start({ email: record.email, userId: user._id, companyId: null, step: 'company' });
        return { ...(await this.auth.signedIn(user, [])), onboardingToken };
      }
      await this.identities.join(record.companyId, user._id, role);
      made.memberOf = record.companyId;
      await this.addToInvitedProject(record, user._id);
      return await this.auth.signedIn(user, [record.companyId]);
    } catch (error) {
      await this.identities.undo(made);
      if (!(error instanceof DomainError && error.code === 'EMAIL_EXISTS')) await this.tokens.reopen(record);
      throw error;
    }
  }

  private invitedRole(record: LinkTokenRecord) {
    const parsed = roleSchema.safeParse(record.data.role);
    return parsed.success ? parsed.data : CREATOR_ROLE;
  }

  /** The project's membership is added with the inviter's rights, as if they had added the person themselves. */
  private async addToInvitedProject(record: LinkTokenRecord, userId: string): Promise<void> {
    const projectId = record.data.projectId;
    const invitedBy = record.data.invitedBy;
    const inviterRole = roleSchema.safeParse(record.data.inviterRole);
    if (typeof projectId !== 'string' || typeof invitedBy !== 'string' || record.companyId === null || !inviterRole.success) return;
    await this.projects.addMember(await this.identities.linkAuth(invitedBy, record.companyId, inviterRole.data, record._id), projectId, userId);
  }

  /** An inviter gives no role that can do more than its own (docs/decisions.md, "Granting roles"). */
  private async assertGrantable(auth: AuthContext, invitedRoles: readonly Role[]): Promise<void> {
    const scope = { companyId: auth.companyId };
    const granterTable = await this.permissionTables.tableOf(scope, auth.role);
    const refused: Role[] = [];
    for (const role of new Set(invitedRoles)) {
      const table = await this.permissionTables.tableOf(scope, role);
      if (granterTable === undefined || table === undefined || !mayGrantRole({ role: auth.role, permissions: granterTable }, { role, permissions: table })) {
        refused.push(role);
      }
    }
    if (refused.length > 0) throw new DomainError('NO_PERMISSION', `You cannot grant the role ${refused.join(', ')}`, { roles: refused });
  }

  /** Another company's project id is refused before any mail goes out. */
  private async assertOwnProject(auth: AuthContext, projectId: string): Promise<void> {
    try {
      await this.projects.getProject(auth, projectId);
    } catch (error) {
      if (isOutOfReach(error)) {
        throw new DomainError('WRONG_COMPANY', 'This project belongs to another company');
      }
      throw error;
    }
  }

  private async sendOrWithdraw(issued: readonly IssuedLinkToken[], send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      await this.tokens.remove(issued.map((entry) => entry.record));
      throw error;
    }
  }
}
