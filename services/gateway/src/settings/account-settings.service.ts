import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext, PublicUser, UpdateMeBody } from '@tenon/contracts';
import { AuthService, publicUser } from '../auth/auth.service';
import { PasswordChangeThrottle } from '../auth/login-throttle';
import { PasswordHasher } from '../auth/password-hasher';
import { DomainError } from '../domain-error';
import { UsersRepository } from '../identity/users.repository';
import { ImagesService } from '../images/images.service';

/** `/settings/user`: the signed-in person's own profile and password. */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly images: ImagesService,
    private readonly hasher: PasswordHasher,
    private readonly auth: AuthService,
    @Inject(PasswordChangeThrottle) private readonly throttle: PasswordChangeThrottle,
  ) {}

  async me(auth: AuthContext): Promise<{ user: PublicUser }> {
    const user = await this.users.findById(auth.userId);
    if (user === null) throw new DomainError('SESSION_REVOKED', 'The session has ended');
    return { user: { ...publicUser(user), role: auth.role } };
  }

  async update(auth: AuthContext, body: UpdateMeBody): Promise<{ user: PublicUser }> {
    const image = await this.images.attach({ kind: 'member', companyId: auth.companyId, userId: auth.userId }, body.image);
    const user = await this.users.update(auth.userId, {
      name: body.name,
      lastname: body.lastname,
      position: body.position,
      ...(image === undefined ? {} : { image }),
      ...(body.reportTasks === undefined ? {} : { reportTasks: body.reportTasks }),
    });
    if (user === null) throw new DomainError('SESSION_REVOKED', 'The session has ended');
    return { user: { ...publicUser(user), role: auth.role } };
  }

  /**
   * A credential event: every other session and every earlier sign-in ends. This session goes on, and its browser
   * gets a fresh user token in place of the one that no longer works.
   */
  async changePassword(auth: AuthContext, currentPassword: string, password: string, ip: string): Promise<{ token: string; endedSessions: number }> {
    await this.throttle.assertAllowed(auth.userId, ip);
    const user = await this.users.findById(auth.userId);
    if (user === null || !(await this.hasher.verify(user.passwordHash, currentPassword))) {
      await this.throttle.recordFailure(auth.userId, ip);
      throw new DomainError('INVALID_CREDENTIALS', 'The current password is not correct');
    }
    await this.throttle.recordSuccess(auth.userId, ip);
    await this.users.update(auth.userId, { passwordHash: await this.hasher.hash(password) });
    const { token, revokedSessions } = await this.auth.endEverySignIn(auth.userId, { type: 'password-changed', ip }, auth.sessionId);
    return { token, endedSessions: revokedSessions };
  }
}
