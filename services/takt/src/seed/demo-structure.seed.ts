import { Injectable } from '@nestjs/common';
import { DEMO_COMPANY, demoUserByRole, NORTHGATE_MEDICAL, NORTHGATE_UTILITY_PLANT, PLANT_ACTIVITIES, PLANT_AREAS_PER_LEVEL, PLANT_LEVELS, PLANT_STRUCTURE_ID, PLANT_TAKT_PLAN, plantLocationId, plantUnitId } from '@tenon/demo-data';
import { generateAutomaticStructure } from '@tenon/lean';
import { companyScope } from '@tenon/service-kit';
import { LocationsRepository } from '../locations/locations.repository';
import { TaktPlansRepository } from '../plan/takt-plan.repository';
import { TaktSettingsRepository } from '../settings/takt-settings.repository';
import { StructuresRepository } from '../structures/structures.repository';
import { UnitsRepository } from '../units/units.repository';


/**
 * The demo company plans in takt, and the Northgate plant (a project entitled to takt) starts with one generated
 * structure: levels 1–4 × 4 areas, with the plant's three demo trades assigned to every area and a generated takt plan
 * (the lookahead seeds their takt tasks on the plan's dates). Harbor View's Tower A is not entitled to takt, so a
 * structure there could not be seen. Fixed ids: a second instance seeding at the same moment meets its own rows.
 */
@Injectable()
export class DemoStructureSeed {
  constructor(
    private readonly settings: TaktSettingsRepository,
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
    private readonly plans: TaktPlansRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    const scheduleId = NORTHGATE_UTILITY_PLANT.id;
    if ((await this.structures.countOfSchedule(scope, scheduleId)) > 0) return this.seedPlanIfMissing();
    const generated = generateAutomaticStructure({ name: 'Plant building', locationLabel: 'Level', start: 1, end: 4, unitLabel: 'Area', unitsPerLocation: 4 });
    if (!generated.ok) throw new Error(`the demo structure breaks ${generated.code}`);
    const structureId = PLANT_STRUCTURE_ID;
    const where = { scheduleId, structureId };
    const locations = generated.value.locations.map((location, index) => ({ ...where, _id: plantLocationId(index), parentId: null, name: location.name, level: 1, order: index }));
    const units = generated.value.locations.flatMap((location, index) =>
      location.units.map((name, unitIndex) => ({ ...where, _id: plantUnitId(index, unitIndex), locationId: locations[index]!._id, name, order: unitIndex, activityIds: [] })),
    );
    try {
      if (!(await this.settings.enabled(scope))) await this.settings.setEnabled(scope, true);
      await this.units.insertMany(scope, units);
      await this.units.relate(scope, scheduleId, PLANT_ACTIVITIES.map((a) => a.id), units.map((u) => u._id));
      await this.savePlan();
      await this.locations.insertMany(scope, locations);
      await this.structures.insertOne(scope, {
        _id: structureId,
        projectId: NORTHGATE_MEDICAL.id,
        scheduleId,
        name: generated.value.name,
        type: 'tall_building',
        mode: 'automatic',
        order: 0,
        creatorId: demoUserByRole('planner').id,
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return true;
  }

  /**
   * A database seeded before the takt plan existed has the plant building without trades: they are assigned and the
   * plan saved once (the lookahead seeds their tasks). A plan already there, even changed since, is left alone.
   */
  private async seedPlanIfMissing(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    const scheduleId = NORTHGATE_UTILITY_PLANT.id;
    if ((await this.plans.ofStructure(scope, scheduleId, PLANT_STRUCTURE_ID)) !== null) return false;
    const units = (await this.units.ofSchedule(scope, scheduleId)).filter((u) => u.structureId === PLANT_STRUCTURE_ID);
    if (units.length === 0 || units.some((u) => (u.activityIds ?? []).length > 0)) return false;
    await this.units.relate(scope, scheduleId, PLANT_ACTIVITIES.map((a) => a.id), units.map((u) => u._id));
    await this.savePlan();
    return true;
  }

  private async savePlan(): Promise<void> {
    const scope = companyScope(DEMO_COMPANY.id);
    const { structureId, ...plan } = PLANT_TAKT_PLAN;
    await this.plans.save(scope, NORTHGATE_UTILITY_PLANT.id, structureId, { ...plan, shifts: {} });
    await this.plans.markGenerated(scope, NORTHGATE_UTILITY_PLANT.id, structureId, PLANT_LEVELS * PLANT_AREAS_PER_LEVEL * PLANT_ACTIVITIES.length);
  }
}
