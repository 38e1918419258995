import type { Language } from '@tenon/contracts';
import { englishMails } from './templates/en.mail';
import { spanishMails } from './templates/es.mail';
import type { MailCatalogue, MailParams, MailPurpose } from './templates/mail-template';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const catalogues: Record<Language, MailCatalogue> = { en: englishMails, es: spanishMails };

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Names people typed go into subjects shortened and on one line, so a company name cannot write the subject for us. */
const SUBJECT_NAME_MAX = 40;
function subjectParams(params: MailParams): MailParams {
  const shorten = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const line = value.replace(/\s+/g, ' ').trim();
    return line.length > SUBJECT_NAME_MAX ? `${line.slice(0, SUBJECT_NAME_MAX - 1)}…` : line;
  };
  return { ...params, companyName: shorten(params.companyName), inviterName: shorten(params.inviterName), personName: shorten(params.personName), roadblockName: shorten(params.roadblockName) };
}

/** Plain text and HTML of one mail; the link appears in both, as the only way to continue. */
export function composeMail(purpose: MailPurpose, lang: Language, params: MailParams): ComposedMail {
  const template = catalogues[lang][purpose];
  const paragraphs = template.paragraphs(params);
  const text = [...paragraphs, '', `${template.action}: ${params.link}`, '', template.footer, '', '— Tenon'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 18px;background:#1f6feb;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(template.action)}</a></p>`,
    `<p style="font-size:12px;color:#52606d">${escapeHtml(template.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: template.subject(subjectParams(params)), text, html };
}
