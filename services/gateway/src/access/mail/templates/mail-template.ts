/** What every mail needs to be written: the link to follow and, for some, who and which company. */
export interface MailParams {
  link: string;
  companyName?: string;
  inviterName?: string;
  personName?: string;
  personEmail?: string;
  /** A roadblock's name and commitment date (YYYY-MM-DD), for the mail to its responsibles. */
  roadblockName?: string;
  commitmentDate?: string | null;
  /** A week of the weekly plan: its schedule, its number and dates, its commitments and, once closed, what was kept. */
  scheduleName?: string;
  weekLabel?: string;
  committedCount?: number;
  metCount?: number;
  ppc?: string;
}

export const mailPurposes = ['signup', 'register', 'invitation', 'password-reset', 'activation-request', 'account-exists', 'company-added', 'roadblock-assigned', 'roadblock-overdue', 'week-committed', 'week-closed'] as const;
export type MailPurpose = (typeof mailPurposes)[number];

/** One mail in one language: subject, paragraphs and the label of the link button. */
export interface MailTemplate {
  subject: (params: MailParams) => string;
  paragraphs: (params: MailParams) => string[];
  action: string;
  /** Closing line under the link (validity, "ignore if it was not you"). */
  footer: string;
}

export type MailCatalogue = Record<MailPurpose, MailTemplate>;
