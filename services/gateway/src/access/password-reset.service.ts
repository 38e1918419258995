import { Injectable } from '@nestjs/common';
import type { Language } from '@tenon/contracts';
import { getProcessLogger } from '@tenon/service-kit';
import { AuthService } from '../auth/auth.service';
import { PasswordHasher } from '../auth/password-hasher';
import { UsersRepository } from '../identity/users.repository';
import { DomainError } from '../domain-error';
import { LinkTokensService } from './link-tokens/link-tokens.service';
import { LinkMailService } from './mail/link-mail.service';

/** Spec 2.5 and 2.8. The request answers the same whether or not the account exists (docs/decisions.md). */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly tokens: LinkTokensService,
    private readonly mail: LinkMailService,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly auth: AuthService,
  ) {}

  /**
   * Answers at once and does the work afterwards: a known e-mail costs a token and a mail, an unknown one nothing, and
   * the answer time must not tell them apart. A mail that fails is logged; the person can ask again.
   */
  request(email: string, lang: Language): { sent: true } {
    setImmediate(() => {
      this.deliver(email, lang).catch((error: unknown) => getProcessLogger().warn({ err: error }, 'password reset mail not sent'));
    });
    return { sent: true };
  }

  private async deliver(email: string, lang: Language): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user === null) return;
    const issued = await this.tokens.issue({ purpose: 'password-reset', email, userId: user._id, lang });
    try {
      await this.mail.send('password-reset', lang, email, { link: this.mail.linkTo('changepassword', issued.token), personName: user.name });
    } catch (error) {
      await this.tokens.remove([issued.record]);
      throw error;
    }
    // Only the newest link works: an older mail lying in the inbox can no longer change the password.
    await this.tokens.removeOtherUnused(issued.record);
  }

  async inspect(token: string): Promise<{ valid: true; email: string }> {
    const record = await this.tokens.open(token, ['password-reset']);
    return { valid: true, email: record.email };
  }

  /** Sets the new password and ends every open session and every earlier sign-in of the account. */
  async reset(token: string, password: string): Promise<void> {
    const record = await this.tokens.consume(token, ['password-reset']);
    const passwordHash = await this.hasher.hash(password);
    const updated = record.userId === null ? null : await this.users.update(record.userId, { passwordHash });
    if (updated === null) {
      await this.tokens.reopen(record);
      throw new DomainError('RESET_FAILED', 'The password could not be changed');
    }
    await this.auth.endEverySignIn(updated._id, { type: 'password-reset' });
  }
}
