import { Inject, Injectable } from '@nestjs/common';
import type { CompanySummary, SessionCompany, LoginResponse, MeResponse, PublicUser, SessionResponse } from '@tenon/contracts';
import { DomainError } from '../domain-error';
import { CompaniesRepository } from '../identity/companies.repository';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import type { CompanyRecord, UserRecord } from '../identity/identity.schema';
import { PermissionTablesRepository } from '../identity/permission-tables.repository';
import { UsersRepository } from '../identity/users.repository';
import { AuditLogService } from '../audit/audit-log.service';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { SessionStore } from './session.store';
import { TokenService } from './token.service';

export interface AuthenticatedSession {
  userId: string;
  sessionId: string;
  companyId: string;
}

/** A verified user token: who signed in, with which token version, and which sign-in it is. */
export interface SignedInUser {
  userId: string;
  tokenVersion: number;
  tokenId: string;
}

export function publicUser(user: UserRecord): PublicUser {
  return {
    id: user._id,
    email: user.email,
    name: user.name,
    lastname: user.lastname,
    image: user.image,
    role: user.role,
    position: user.position,
    reportTasks: user.reportTasks !== false,
  };
}

const companySummary = (company: CompanyRecord): CompanySummary => ({ id: company._id, name: company.name, image: company.image });
const sessionCompany = (company: CompanyRecord): SessionCompany => ({ ...companySummary(company), requireResources: company.requireResources === true });

/** Argon2 hash of a password nobody has: verifying against it costs the same time as a real account. */
const UNKNOWN_USER_HASH = '$argon2id$v=19$m=65536,p=4,t=3$myMNsUJk8EdkKzwh/H7gZg$g/Al/YUFQiK/o8h21EgS0Q386oFlZOkb6+8/mTcgRtY';

/** What ended every sign-in, for the audit log (a deactivation is recorded by whoever deactivated). */
export interface CredentialEvent {
  type: 'password-reset' | 'password-changed' | 'signed-out-everywhere' | 'user-deactivated';
  ip?: string | null;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly members: CompanyMembersRepository,
    private readonly permissionTables: PermissionTablesRepository,
    private readonly hasher: PasswordHasher,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    private readonly audit: AuditLogService,
  ) {}

  async login(email: string, password: string, ip: string): Promise<LoginResponse> {
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? UNKNOWN_USER_HASH, password);
    if (user === null || !passwordMatches) {
      await this.throttle.recordFailure(email, ip);
      await this.audit.record({ type: 'sign-in-failed', subjectId: user?._id ?? null, ip, details: { email, reason: 'password' } });
      throw new DomainError('INVALID_CREDENTIALS', 'The e-mail or the password is not correct');
    }
    await this.throttle.recordSuccess(email, ip);
    const links = await this.members.companiesOfUser(user._id);
    const active = links.filter((link) => link.isActive !== false);
    // Told only to whoever knows the password: a deactivated person may ask to be activated again.
    if (!user.isActive || (links.length > 0 && active.length === 0)) {
      await this.audit.record({ type: 'sign-in-failed', subjectId: user._id, ip, details: { email, reason: 'inactive' } });
      throw new DomainError('USER_INACTIVE', 'This user has been deactivated', {
        activationRequested: links.some((link) => link.activationRequestedAt instanceof Date),
      });
    }
    await this.audit.record({ type: 'sign-in', subjectId: user._id, ip });
    return this.signedIn(user, active.map((link) => link.companyId));
  }

  /** The sign-in answer (user token, user, companies) for a user who just proved who they are. */
  async signedIn(user: UserRecord, companyIds?: string[]): Promise<LoginResponse> {
    const ids = companyIds ?? (await this.members.companiesOfUser(user._id)).filter((link) => link.isActive !== false).map((link) => link.companyId);
    const companies = await this.companies.findByIds(ids);
    return { token: this.tokens.signUserToken(user._id, user.tokenVersion ?? 0), user: publicUser(user), companies: companies.map(companySummary) };
  }

  async openSession(signedIn: SignedInUser, companyId: string, ip: string | null = null): Promise<SessionResponse> {
    const { userId } = signedIn;
    const user = await this.activeUser(userId);
    await this.assertSignInValid(signedIn, user);
    const membership = await this.members.membership({ companyId }, userId);
    const company = membership === null ? null : await this.companies.findById(companyId);
    if (membership === null || company === null) throw new DomainError('WRONG_COMPANY', 'You do not belong to this company');
    if (membership.isActive === false) throw new DomainError('USER_INACTIVE', 'This user has been deactivated in this company');
    await this.users.update(userId, { lastActive: new Date() });
    const permissions = await this.permissionTables.tableOf({ companyId }, membership.role);
    if (permissions === undefined) throw new DomainError('INTERNAL', 'The company has no permission table for this role');
    const sessionId = await this.sessions.create({ userId, companyId, role: membership.role, permissions, userTokenId: signedIn.tokenId });
    // A credential event between the check above and the session's creation has already ended the others: end this one too.
    const now = await this.users.findById(userId);
    if ((now?.tokenVersion ?? 0) !== signedIn.tokenVersion) {
      await this.sessions.revoke(sessionId, userId);
      throw new DomainError('SESSION_REVOKED', 'The sign-in has ended; sign in again');
    }
    await this.audit.record({ type: 'session-opened', companyId, subjectId: userId, ip, details: { role: membership.role } });
    return {
      sessionToken: this.tokens.signSessionToken(userId, sessionId, companyId, membership.role),
      permissions,
      company: sessionCompany(company),
      user: { ...publicUser(user), role: membership.role },
    };
  }

  async me(session: AuthenticatedSession): Promise<MeResponse> {
    const record = await this.sessions.find(session.sessionId);
    const user = await this.users.findById(session.userId);
    const company = await this.companies.findById(session.companyId);
    if (record === undefined || user === null || company === null) throw new DomainError('SESSION_REVOKED', 'The session has ended');
    return { user: { ...publicUser(user), role: record.role }, company: sessionCompany(company), permissions: record.permissions };
  }

  /**
   * A sign-in of the caller for the server's own print browser: the same user, company and role, so a printed report
   * shows what the caller may see and nothing more. `end` signs it out once the page is printed.
   */
  async printSignIn(auth: { userId: string; companyId: string }): Promise<{ login: LoginResponse; session: SessionResponse; end: () => Promise<void> }> {
    const user = await this.activeUser(auth.userId);
    const login = await this.signedIn(user, [auth.companyId]);
    const userClaims = this.tokens.verify(login.token);
    if (userClaims?.typ !== 'user') throw new DomainError('INTERNAL', 'The print sign-in could not be made');
    const session = await this.openSession({ userId: user._id, tokenVersion: userClaims.tv, tokenId: userClaims.jti }, auth.companyId);
    const sessionClaims = this.tokens.verify(session.sessionToken);
    if (sessionClaims?.typ !== 'session') throw new DomainError('INTERNAL', 'The print sign-in could not be made');
    return { login, session, end: () => this.logout({ userId: user._id, sessionId: sessionClaims.sid, companyId: auth.companyId }) };
  }

  /** Ends the session and the sign-in it was opened with, so the browser's user token cannot open another one. */
  async logout(session: AuthenticatedSession, ip: string | null = null): Promise<void> {
    const record = await this.sessions.find(session.sessionId);
    await this.sessions.revoke(session.sessionId, session.userId);
    if (record?.userTokenId !== undefined) await this.sessions.revokeUserToken(record.userTokenId, this.tokens.userTokenTtlSeconds);
    await this.audit.record({ type: 'signed-out', companyId: session.companyId, subjectId: session.userId, ip });
  }

  /**
   * A credential event: every user token issued so far is refused and every session ends, but `keepSessionId`
   * (the one that changed its own password). Returns a fresh user token for the kept session's browser.
   */
  async endEverySignIn(userId: string, event: CredentialEvent, keepSessionId?: string): Promise<{ token: string; revokedSessions: number }> {
    const tokenVersion = await this.users.raiseTokenVersion(userId);
    if (tokenVersion === null) throw new DomainError('SESSION_REVOKED', 'The session has ended');
    const revokedSessions = await this.sessions.revokeAllOf(userId, keepSessionId);
    if (event.type !== 'user-deactivated') await this.audit.record({ ...event, subjectId: userId, details: { endedSessions: revokedSessions } });
    return { token: this.tokens.signUserToken(userId, tokenVersion), revokedSessions };
  }

  /** A deactivated user cannot sign in and every open session and token ends at once. */
  async deactivateUser(userId: string): Promise<number> {
    await this.users.setActive(userId, false);
    return (await this.endEverySignIn(userId, { type: 'user-deactivated' })).revokedSessions;
  }

  private async assertSignInValid(signedIn: SignedInUser, user: UserRecord): Promise<void> {
    const current = (user.tokenVersion ?? 0) === signedIn.tokenVersion;
    if (!current || (await this.sessions.isUserTokenRevoked(signedIn.tokenId))) {
      throw new DomainError('SESSION_REVOKED', 'The sign-in has ended; sign in again');
    }
  }

  private async activeUser(userId: string): Promise<UserRecord> {
    const user = await this.users.findById(userId);
    if (user === null || !user.isActive) throw new DomainError('UNAUTHENTICATED', 'The user is not active');
    return user;
  }
}
