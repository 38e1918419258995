import { Injectable } from '@nestjs/common';
import type { OnboardingStep, Project } from '@tenon/contracts';
import { LinkTokensService } from './link-tokens/link-tokens.service';

/** Opens the onboarding link (`/company`, `/confirmationproject`, `/schedules`, `/invite`) for a person who just got an account. */
@Injectable()
export class OnboardingLinksService {
  constructor(private readonly tokens: LinkTokensService) {}

  async start(start: { email: string; userId: string; companyId: string | null; step: OnboardingStep; project?: Project }): Promise<string> {
    const issued = await this.tokens.issue({
      purpose: 'onboarding',
      email: start.email,
      userId: start.userId,
      companyId: start.companyId,
      data: { step: start.step, projectId: start.project?.id ?? null, projectName: start.project?.name ?? null },
    });
    return issued.token;
  }
}
