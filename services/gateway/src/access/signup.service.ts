import { Injectable } from '@nestjs/common';
import type { SignedUpResponse, SignupCompleteBody, SignupRequestBody, SignupTokenResponse } from '@tenon/contracts';
import { isFreeOrBlockedEmail } from '@tenon/contracts/signup-email-domains';
import { AuthService } from '../auth/auth.service';
import { CompaniesRepository } from '../identity/companies.repository';
import type { CompanyRecord } from '../identity/identity.schema';
import { DomainError } from '../domain-error';
import { AccessIdentitiesService } from './access-identities.service';
import { LinkTokensService } from './link-tokens/link-tokens.service';
import { LinkMailService } from './mail/link-mail.service';
import { ProjectsPort } from './projects.port';
import { companyDomainFor, CREATOR_ROLE, FREE_TRIAL_COMPANY, joinableDomainOf, JOINER_ROLE } from './signup-rules';
import { OnboardingLinksService } from './onboarding-links.service';

/** Free-trial sign-up (spec 2.6 and 4): e-mail, confirmation link, then join the domain's company or create one. */
@Injectable()
export class SignupService {
  constructor(
    private readonly tokens: LinkTokensService,
    private readonly mail: LinkMailService,
    private readonly identities: AccessIdentitiesService,
    private readonly companies: CompaniesRepository,
    private readonly auth: AuthService,
    private readonly projects: ProjectsPort,
    private readonly onboarding: OnboardingLinksService,
  ) {}

  async request(body: SignupRequestBody): Promise<{ sent: true }> {
    if (isFreeOrBlockedEmail(body.email)) throw new DomainError('EMAIL_DOMAIN_NOT_ALLOWED', 'Sign up with your work e-mail');
    // An e-mail with an account gets the same answer and a mail saying so: the form does not tell who has an account.
    if (await this.identities.emailTaken(body.email)) {
      await this.mail.send('account-exists', body.lang, body.email, { link: this.mail.pageLink('/login') });
      return { sent: true };
    }
    const issued = await this.tokens.issue({ purpose: 'signup', email: body.email, lang: body.lang });
    try {
      await this.mail.send('signup', body.lang, body.email, { link: this.mail.linkTo('signupconfirmation', issued.token) });
    } catch (error) {
      await this.tokens.remove([issued.record]);
      throw error;
    }
    return { sent: true };
  }

  async inspect(token: string): Promise<SignupTokenResponse> {
    const record = await this.tokens.open(token, ['signup']);
    const company = await this.joinedCompany(record.email);
    if (company === null) return { state: 'create-company-and-user', email: record.email };
    return { state: 'joined-company', email: record.email, company: { id: company._id, name: company.name, image: company.image } };
  }

  async complete(token: string, body: SignupCompleteBody): Promise<SignedUpResponse> {
    const record = await this.tokens.consume(token, ['signup']);
    try {
      await this.identities.assertEmailFree(record.email);
      const joined = await this.joinedCompany(record.email);
      if (joined !== null) return await this.join(joined, record.email, body);
      return await this.createTrial(record.email, body);
    } catch (error) {
      // The link stays usable after a failure the person can fix (a missing field, a service that was down).
      if (!(error instanceof DomainError && error.code === 'EMAIL_EXISTS')) await this.tokens.reopen(record);
      throw error;
    }
  }

  private async joinedCompany(email: string): Promise<CompanyRecord | null> {
    const domain = joinableDomainOf(email);
    return domain === null ? null : this.companies.findByDomain(domain);
  }

  private async join(company: CompanyRecord, email: string, body: SignupCompleteBody): Promise<SignedUpResponse> {
    const user = await this.identities.createPerson({ email, password: body.password, name: body.name, lastname: body.lastname, position: '', image: null, role: JOINER_ROLE });
    try {
      await this.identities.join(company._id, user._id, JOINER_ROLE);
    } catch (error) {
      await this.identities.undo({ userId: user._id });
      throw error;
    }
    return this.auth.signedIn(user, [company._id]);
  }

  private async createTrial(email: string, body: SignupCompleteBody): Promise<SignedUpResponse> {
    if (body.company === undefined) {
      throw new DomainError('VALIDATION_FAILED', 'The company is required', [{ path: 'company.name', message: 'Name is required' }]);
    }
    const made: { userId?: string; companyId?: string; memberOf?: string } = {};
    try {
      const user = await this.identities.createPerson({ email, password: body.password, name: body.name, lastname: body.lastname, position: '', image: null, role: CREATOR_ROLE });
      made.userId = user._id;
      const company = await this.identities.createCompany({
        name: body.company.name,
        image: null,
        country: FREE_TRIAL_COMPANY.country,
        contractType: FREE_TRIAL_COMPANY.contractType,
        isFreeTrial: FREE_TRIAL_COMPANY.isFreeTrial,
        size: body.company.size,
        type: body.company.type ?? '',
        domain: companyDomainFor(email),
      });
      made.companyId = company._id;
      await this.identities.join(company._id, user._id, CREATOR_ROLE);
      made.memberOf = company._id;
      const auth = await this.identities.linkAuth(user._id, company._id, CREATOR_ROLE, `signup-${user._id}`);
      const project = await this.projects.duplicateTemplate(auth, body.company.name);
      const onboardingToken = await this.onboarding.start({ email, userId: user._id, companyId: company._id, step: 'schedules', project });
      return { ...(await this.auth.signedIn(user, [company._id])), onboardingToken };
    } catch (error) {
      await this.identities.undo(made);
      throw error;
    }
  }
}
