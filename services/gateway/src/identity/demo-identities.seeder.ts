import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USERS } from '@tenon/demo-data';
import { SERVICE_LOGGER } from '@tenon/service-kit';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings';
import { PasswordHasher } from '../auth/password-hasher';
import { CompaniesService } from './companies.service';
import { UsersRepository } from './users.repository';

/** On an empty identity database: the demo company and one user per role (`<role>@tenon.demo`). */
@Injectable()
export class DemoIdentitiesSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly companies: CompaniesService,
    private readonly hasher: PasswordHasher,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.seedDemoIdentities) return;
    if ((await this.users.count()) > 0) return;
    await this.seed();
  }

  async seed(): Promise<void> {
    await this.companies.createCompany({ _id: DEMO_COMPANY.id, name: DEMO_COMPANY.name, image: DEMO_COMPANY.image, country: DEMO_COMPANY.country, requireResources: DEMO_COMPANY.requireResources });
    // One argon2 hash for the shared demo password keeps start-up fast on a 2-core machine.
    const hash = await this.hasher.hash(DEMO_PASSWORD);
    for (const user of DEMO_USERS) {
      await this.companies.addUser(DEMO_COMPANY.id, {
        id: user.id,
        email: user.email,
        password: { hash },
        name: user.name,
        lastname: user.lastname,
        image: user.image,
        role: user.role,
        position: user.position,
      });
    }
    this.logger.info({ company: DEMO_COMPANY.name, users: DEMO_USERS.length }, 'demo identities seeded');
  }
}
