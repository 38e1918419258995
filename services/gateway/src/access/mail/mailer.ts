import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { ComposedMail } from './mail-composer';

/** `smtp://user:pass@host:port` or `smtps://...`; short timeouts so a dead mail server answers 502 quickly. */
export function smtpOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    ...(url.username === '' ? {} : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  };
}

export class MailNotSentError extends Error {
  constructor(cause: unknown) {
    super(`mail not sent: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MailNotSentError';
  }
}

/** Sends over SMTP (`SMTP_URL`, MailDev locally). A refused or unreachable server is a MailNotSentError. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpOptions(smtpUrl));
  }

  async send(to: string, mail: ComposedMail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      throw new MailNotSentError(error);
    }
  }

  close(): void {
    this.transport.close();
  }
}
