import { Injectable } from '@nestjs/common';
import type {
  AuthContext,
  CompanySummary,
  OnboardingCompanyBody,
  OnboardingInviteBody,
  OnboardingProjectBody,
  OnboardingSchedulesBody,
  OnboardingStateResponse,
  OnboardingStep,
  Project,
  Schedule,
} from '@tenon/contracts';
import { CompaniesRepository } from '../identity/companies.repository';
import { UsersRepository } from '../identity/users.repository';
import { ImagesService, type ImageActor } from '../images/images.service';
import { DomainError } from '../domain-error';
import { AccessIdentitiesService } from './access-identities.service';
import { InvitationsService } from './invitations.service';
import { LinkTokensService } from './link-tokens/link-tokens.service';
import type { LinkTokenRecord } from './link-tokens/link-tokens.schema';
import { ProjectsPort } from './projects.port';
import { companyDomainFor, CREATOR_ROLE } from './signup-rules';

const steps: readonly OnboardingStep[] = ['company', 'project', 'schedules', 'invite'];

function stepOf(record: LinkTokenRecord): OnboardingStep {
  const step = record.data.step;
  return steps.find((candidate) => candidate === step) ?? 'company';
}

/**
 * Spec 2.9: company, first project, schedules, invite, each behind the onboarding link. The token remembers the step
 * reached and the ids made, so a step is done once; the invite step (or skipping it) closes the link.
 */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly tokens: LinkTokensService,
    private readonly identities: AccessIdentitiesService,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesService,
    private readonly invitations: InvitationsService,
    private readonly projects: ProjectsPort,
  ) {}

  async state(token: string): Promise<OnboardingStateResponse> {
    const record = await this.tokens.open(token, ['onboarding']);
    const company = await this.companyOf(record);
    const projectId = record.data.projectId;
    const projectName = record.data.projectName;
    return {
      step: stepOf(record),
      ...(company === undefined ? {} : { company }),
      ...(typeof projectId === 'string' && typeof projectName === 'string' ? { project: { id: projectId, name: projectName } } : {}),
    };
  }

  async company(token: string, body: OnboardingCompanyBody): Promise<{ company: CompanySummary; step: 'project' }> {
    const record = await this.atStep(token, 'company');
    const userId = this.userOf(record);
    const actor: ImageActor = { kind: 'link', linkTokenId: record._id, companyId: null };
    const image = await this.images.attach(actor, body.image);
    const company = await this.identities.createCompany({
      name: body.name,
      image: image ?? null,
      country: body.country,
      numberOfProjects: body.numberOfProjects,
      domain: companyDomainFor(record.email),
      contractType: 'project_based',
      isFreeTrial: false,
    });
    try {
      await this.identities.join(company._id, userId, CREATOR_ROLE);
      await this.users.update(userId, { role: CREATOR_ROLE });
    } catch (error) {
      await this.identities.undo({ companyId: company._id });
      throw error;
    }
    if (body.image !== undefined && body.image !== null) await this.images.attach({ ...actor, companyId: company._id }, body.image);
    await this.tokens.mergeData(record, { step: 'project', companyId: company._id });
    return { company: { id: company._id, name: company.name, image: company.image }, step: 'project' };
  }

  async project(token: string, body: OnboardingProjectBody): Promise<{ project: Project; step: 'schedules' }> {
    const record = await this.atStep(token, 'project');
    const auth = await this.authOf(record);
    const image = await this.images.attach({ kind: 'link', linkTokenId: record._id, companyId: auth.companyId }, body.image);
    const project = await this.projects.createProject(auth, {
      name: body.name,
      type: body.type,
      country: body.country,
      currency: body.currency,
      budget: body.budget,
      sizetype: body.sizetype,
      size: body.size,
      image: image ?? null,
    });
    await this.tokens.mergeData(record, { step: 'schedules', projectId: project.id, projectName: project.name });
    return { project, step: 'schedules' };
  }

  /** Created one by one in the order given (spec 2.9: the list is arranged first, then created). */
  async schedules(token: string, body: OnboardingSchedulesBody): Promise<{ schedules: Schedule[]; step: 'invite' }> {
    const record = await this.atStep(token, 'schedules');
    const auth = await this.authOf(record);
    const projectId = record.data.projectId;
    if (typeof projectId !== 'string') throw new DomainError('WRONG_STEP', 'Create the project first');
    const schedules: Schedule[] = [];
    for (const name of body.names) schedules.push(await this.projects.createSchedule(auth, projectId, name));
    await this.tokens.mergeData(record, { step: 'invite' });
    return { schedules, step: 'invite' };
  }

  async invite(token: string, body: OnboardingInviteBody): Promise<{ invited: number }> {
    const record = await this.atStep(token, 'invite');
    const auth = await this.authOf(record);
    const projectId = typeof record.data.projectId === 'string' ? record.data.projectId : undefined;
    const invited = body.users.length === 0 ? 0 : await this.invitations.inviteRows(auth, body.users, projectId, body.lang);
    if (!(await this.tokens.markUsed(record))) throw new DomainError('TOKEN_EXPIRED', 'This link has already been used', { closed: true });
    return { invited };
  }

  private async atStep(token: string, step: OnboardingStep): Promise<LinkTokenRecord> {
    const record = await this.tokens.open(token, ['onboarding']);
    const reached = stepOf(record);
    if (reached !== step) throw new DomainError('WRONG_STEP', `This onboarding is at the ${reached} step`, { step: reached });
    return record;
  }

  private userOf(record: LinkTokenRecord): string {
    if (record.userId === null) throw new DomainError('TOKEN_INVALID', 'This link is not valid');
    return record.userId;
  }

  private companyIdOf(record: LinkTokenRecord): string | null {
    const fromData = record.data.companyId;
    return typeof fromData === 'string' ? fromData : record.companyId;
  }

  private async authOf(record: LinkTokenRecord): Promise<AuthContext> {
    const companyId = this.companyIdOf(record);
    if (companyId === null) throw new DomainError('WRONG_STEP', 'Create the company first', { step: 'company' });
    return this.identities.linkAuth(this.userOf(record), companyId, CREATOR_ROLE, record._id);
  }

  private async companyOf(record: LinkTokenRecord): Promise<CompanySummary | undefined> {
    const companyId = this.companyIdOf(record);
    if (companyId === null) return undefined;
    const company = await this.companies.findById(companyId);
    return company === null ? undefined : { id: company._id, name: company.name, image: company.image };
  }
}
