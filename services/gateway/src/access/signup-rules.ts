import { emailDomainOf, type Role } from '@tenon/contracts';
import { isFreeOrBlockedDomain } from '@tenon/contracts/signup-email-domains';

/** Spec 4: the company a new person's e-mail belongs to is the one created from the same mail domain. */
export function companyDomainFor(creatorEmail: string): string | null {
  const domain = emailDomainOf(creatorEmail);
  if (domain === '' || isFreeOrBlockedDomain(domain)) return null;
  return domain;
}

/** The domain to look a joined company up by; free-mail addresses never join anyone's company. */
export const joinableDomainOf = companyDomainFor;

/** Spec 4: free-trial joiners of an existing company get project leader; creators of a new company admin. */
export const JOINER_ROLE: Role = 'projectleader';
export const CREATOR_ROLE: Role = 'admin';

/** Spec 4: the free-trial company is American and project based. */
export const FREE_TRIAL_COMPANY = { country: 'US', contractType: 'project_based', isFreeTrial: true } as const;
