import { DOMAINS as FREE_MAIL_DOMAINS } from 'free-email-domains-list/build/src/constants';
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { emailDomainOf } from './email-rules';

/**
 * Spec 5: a sign-up e-mail must not belong to a free or blocked mail domain. Two maintained lists: public mail providers
 * (free-email-domains-list) and throw-away domains (disposable-email-domains-js). Kept out of the package index: the
 * lists weigh about 2 MB, so a browser bundle loads this module only where the sign-up form needs it.
 */
export function isFreeOrBlockedDomain(domain: string): boolean {
  const normalized = domain.trim().toLowerCase();
  return FREE_MAIL_DOMAINS.has(normalized) || isDisposableEmailDomain(normalized);
}

export function isFreeOrBlockedEmail(email: string): boolean {
  return isFreeOrBlockedDomain(emailDomainOf(email));
}
