import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Language } from '@tenon/contracts';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../../gateway-settings';
import { DomainError } from '../../domain-error';
import { composeMail } from './mail-composer';
import { Mailer, MailNotSentError } from './mailer';
import type { MailParams, MailPurpose } from './templates/mail-template';

/** Front-end routes the mail links open (spec 2.1). */
export type LinkRoute = 'signupconfirmation' | 'confirmation' | 'changepassword' | 'company' | 'confirmationproject' | 'schedules' | 'invite';

/** Writes and sends the mails of the access flows; a mail that cannot be sent is 502 EMAIL_NOT_SENT. */
@Injectable()
export class LinkMailService implements OnApplicationShutdown {
  constructor(
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  linkTo(route: LinkRoute, token: string): string {
    return `${this.settings.publicUrl}/${route}/${token}`;
  }

  pageLink(pathAndQuery: string): string {
    return `${this.settings.publicUrl}${pathAndQuery}`;
  }

  async send(purpose: MailPurpose, lang: Language, to: string, params: MailParams): Promise<void> {
    try {
      await this.mailer.send(to, composeMail(purpose, lang, params));
    } catch (error) {
      if (error instanceof MailNotSentError) throw new DomainError('EMAIL_NOT_SENT', 'The e-mail could not be sent; try again later');
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}
