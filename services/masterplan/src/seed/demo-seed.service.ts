import { Injectable } from '@nestjs/common';
import { masterplanEvents, planActivityDefaults, type ActivitySubmittal, type PlanActivity, type PlanLink, type ProgressUpdatedEvent } from '@tenon/contracts';
import { DEMO_ACTIVITIES, DEMO_CALENDAR, DEMO_COMPANY, DEMO_LINKS, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_MEDICAL, NORTHGATE_UTILITY_PLANT, PLANT_ACTIVITIES, PLANT_CALENDAR } from '@tenon/demo-data';
import { ActivityRowsPublisher } from '../activity-rows/activity-rows.publisher';
import { BaselineActivatedPublisher } from '../baselines/baseline-activated.publisher';
import { pointOf } from '../baselines/baseline-points';
import { BaselinesRepository } from '../baselines/baselines.repository';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { companyScope, EventPublisher, getProcessLogger } from '@tenon/service-kit';
import { ModificationRequestsRepository } from '../modification-requests/modification-requests.repository';
import { PlanStore } from '../plan/plan.store';
import { demoModificationRequests } from './demo-modification-requests';
import { ResourcesRepository } from '../resources/resources.repository';
import { demoResources } from './demo-resources';
import { DataDatesRepository, ScheduleUpdatesRepository } from '../progress/schedule-progress.repository';
import { DEMO_DATA_DATE, demoProgress, demoUpdates } from './demo-progress';

/** The demo plan's baseline: fixed, so a second seeding meets its own row. */
const DEMO_BASELINE_ID = '7e4e00b10000000000000001';

/** Writes the Tower A master plan of the demo company, and its contract baseline, when that schedule has none yet. */
/** Long-lead packages of the tower: the facade and the elevators need their submittals approved months ahead. */
const DEMO_SUBMITTALS = new Map<string, ActivitySubmittal>([
  ['Curtain wall, levels 5-8', { leadTimeDays: 56, designReviewDays: 14, internalReviewDays: 5, requiredOnSite: null }],
  ['Elevator installation', { leadTimeDays: 120, designReviewDays: 21, internalReviewDays: 7, requiredOnSite: null }],
]);

@Injectable()
export class DemoSeedService {
  constructor(
    private readonly plans: PlanStore,
    private readonly calendars: CalendarsRepository,
    private readonly baselines: BaselinesRepository,
    private readonly modifications: ModificationRequestsRepository,
    private readonly resources: ResourcesRepository,
    private readonly dataDates: DataDatesRepository,
    private readonly updates: ScheduleUpdatesRepository,
    private readonly activityRows: ActivityRowsPublisher,
    private readonly baselineEvents: BaselineActivatedPublisher,
    private readonly events: EventPublisher,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    await this.seedPlantIfEmpty();
    if ((await this.calendars.listOfSchedule(scope, HARBOR_VIEW_TOWER.id)).length === 0) {
      const { companyId: _companyId, ...calendar } = DEMO_CALENDAR;
      await ignoreDuplicates(this.calendars.insert(scope, calendar));
    }
    const activities: PlanActivity[] = demoProgress(
      DEMO_ACTIVITIES.map(({ companyId: _companyId, scheduleId: _scheduleId, ...activity }) => ({ ...planActivityDefaults(), ...activity, submittal: DEMO_SUBMITTALS.get(activity.name) ?? null })),
    );
    const links: PlanLink[] = DEMO_LINKS.map(({ companyId: _companyId, scheduleId: _scheduleId, ...link }) => link);
    if ((await this.baselines.listOfSchedule(scope, HARBOR_VIEW_TOWER.id)).length === 0) {
      // The plan as first seeded is what the client signed: a newcomer sees baseline bars and variances from the start.
      const points = activities.map(pointOf);
      const baseline = {
        _id: DEMO_BASELINE_ID,
        scheduleId: HARBOR_VIEW_TOWER.id,
        name: 'Contract baseline',
        description: 'Signed with the client',
        saveOption: 1 as const,
        createdAt: new Date(),
        creatorId: demoUserByRole('planner').id,
        active: true,
        visible: true,
        pointCount: points.length,
      };
      await ignoreDuplicates(this.baselines.insertActive(scope, baseline, points));
      // The analytics S-curve measures against the active baseline it hears of, the seeded one as any other.
      const head = { companyId: DEMO_COMPANY.id, projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, baselineId: DEMO_BASELINE_ID, name: baseline.name };
      await this.baselineEvents.published({ ...head, at: baseline.createdAt.toISOString() }, points);
    }
    for (const request of demoModificationRequests(activities, links)) await ignoreDuplicates(this.modifications.insertOne(scope, request));
    // The demo company requires resources (spec 2.3), so its schedule has a few, in use.
    if (DEMO_COMPANY.requireResources) for (const resource of demoResources(activities)) await ignoreDuplicates(this.resources.insertOne(scope, resource));
    // A job in full swing: progress reported up to the data date, and the last two weekly updates kept.
    if ((await this.dataDates.dataDateOf(scope, HARBOR_VIEW_TOWER.id)) === null) await this.dataDates.set(scope, HARBOR_VIEW_TOWER.id, DEMO_DATA_DATE, demoUserByRole('planner').id);
    if ((await this.updates.listOfSchedule(scope, HARBOR_VIEW_TOWER.id)).length === 0) {
      for (const update of demoUpdates(activities, HARBOR_VIEW_TOWER.id, demoUserByRole('planner').id)) {
        await ignoreDuplicates(this.updates.insert(scope, update.record, update.progress));
        await this.publishUpdate(update.record, update.progress);
      }
    }
    // The plan's head is written last: its presence marks the seed as done.
    const created = await this.plans.create(scope, HARBOR_VIEW_TOWER.id, activities, links);
    if (created) {
      // The lookahead keeps the plan's activities: it hears of the seeded plan as of any other (or asks for it on first open).
      const plan = { companyId: DEMO_COMPANY.id, projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, version: 0, whole: true };
      await this.activityRows.published(plan, activities, []);
    }
    return created;
  }

  /** Northgate's Central Utility Plant: its calendar and the three trades of its takt demo (issue 13). */
  private async seedPlantIfEmpty(): Promise<void> {
    const scope = companyScope(DEMO_COMPANY.id);
    const scheduleId = NORTHGATE_UTILITY_PLANT.id;
    if ((await this.calendars.listOfSchedule(scope, scheduleId)).length === 0) {
      const { companyId: _companyId, ...calendar } = PLANT_CALENDAR;
      await ignoreDuplicates(this.calendars.insert(scope, calendar));
    }
    const activities: PlanActivity[] = PLANT_ACTIVITIES.map(({ companyId: _companyId, scheduleId: _scheduleId, ...activity }) => ({ ...planActivityDefaults(), ...activity }));
    if (await this.plans.create(scope, scheduleId, activities, [])) {
      await this.activityRows.published({ companyId: DEMO_COMPANY.id, projectId: NORTHGATE_MEDICAL.id, scheduleId, version: 0, whole: true }, activities, []);
    }
  }

  /** The analytics real curve is the progress history it hears of: the demo's two updates as if saved on their days. */
  private async publishUpdate(record: DemoUpdateRecord, activityProgress: Record<string, number>): Promise<void> {
    const event: ProgressUpdatedEvent = {
      companyId: DEMO_COMPANY.id,
      projectId: HARBOR_VIEW.id,
      scheduleId: HARBOR_VIEW_TOWER.id,
      updateId: record._id,
      name: record.name,
      dataDate: record.dataDate,
      savedBy: record.creatorId,
      at: record.createdAt.toISOString(),
      activityCount: record.activityCount,
      progress: record.progress,
      activityProgress,
    };
    await this.events.publishEvent(masterplanEvents.progressUpdated, HARBOR_VIEW_TOWER.id, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, updateId: record._id }, 'demo progress updated event not published');
    });
  }
}

type DemoUpdateRecord = ReturnType<typeof demoUpdates>[number]['record'];

/** Ids are fixed: a second instance seeding at the same moment, or a rerun after an interrupted seed, only meets its own rows. */
async function ignoreDuplicates(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
  }
}
