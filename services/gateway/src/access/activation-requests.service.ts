import { Injectable } from '@nestjs/common';
import type { Language } from '@tenon/contracts';
import { CompaniesRepository } from '../identity/companies.repository';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import { UsersRepository } from '../identity/users.repository';
import { LinkMailService } from './mail/link-mail.service';

/** A deactivated person asks to be let back in: the admins of each company that deactivated them get a mail. */
@Injectable()
export class ActivationRequestsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly members: CompanyMembersRepository,
    private readonly companies: CompaniesRepository,
    private readonly mail: LinkMailService,
  ) {}

  /** Answers the same for unknown and active accounts, so the form does not reveal who has an account. */
  async request(email: string, lang: Language): Promise<{ sent: true }> {
    const user = await this.users.findByEmail(email);
    if (user === null) return { sent: true };
    const inactive = (await this.members.companiesOfUser(user._id)).filter((link) => link.isActive === false);
    for (const link of inactive) {
      const scope = { companyId: link.companyId };
      const company = await this.companies.findById(link.companyId);
      const admins = await this.users.findByIds((await this.members.activeAdminsOf(scope)).map((admin) => admin.userId));
      for (const admin of admins) {
        await this.mail.send('activation-request', lang, admin.email, {
          link: this.mail.pageLink(`/settings/company?activate=${user._id}`),
          companyName: company?.name ?? '',
          personName: `${user.name} ${user.lastname}`.trim(),
          personEmail: user.email,
        });
      }
      await this.members.markActivationRequested(scope, user._id, new Date());
    }
    return { sent: true };
  }
}
