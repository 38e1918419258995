import { Injectable } from '@nestjs/common';
import { DEMO_COMPANY, demoUserByRole, NORTHGATE_MEDICAL, NORTHGATE_UTILITY_PLANT } from '@tenon/demo-data';
import { generateAutomaticStructure } from '@tenon/lean';
import { companyScope } from '@tenon/service-kit';
import { LocationsRepository } from '../locations/locations.repository';
import { TaktSettingsRepository } from '../settings/takt-settings.repository';
import { StructuresRepository } from '../structures/structures.repository';
import { UnitsRepository } from '../units/units.repository';

/** Fixed ids: a second instance seeding at the same moment meets its own rows. */
const seedId = (kind: number, n: number) => `7a1c${String(kind).padStart(4, '0')}${String(n).padStart(16, '0')}`;

/**
 * The demo company plans in takt, and the Northgate plant (a project entitled to takt) starts with one generated
 * structure: levels 1–4 × 4 areas. Harbor View's Tower A is not entitled to takt, so a structure there could not be seen.
 */
@Injectable()
export class DemoStructureSeed {
  constructor(
    private readonly settings: TaktSettingsRepository,
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    const scheduleId = NORTHGATE_UTILITY_PLANT.id;
    if ((await this.structures.countOfSchedule(scope, scheduleId)) > 0) return false;
    const generated = generateAutomaticStructure({ name: 'Plant building', locationLabel: 'Level', start: 1, end: 4, unitLabel: 'Area', unitsPerLocation: 4 });
    if (!generated.ok) throw new Error(`the demo structure breaks ${generated.code}`);
    const structureId = seedId(1, 1);
    const where = { scheduleId, structureId };
    const locations = generated.value.locations.map((location, index) => ({ ...where, _id: seedId(2, index + 1), parentId: null, name: location.name, level: 1, order: index }));
    const units = generated.value.locations.flatMap((location, index) =>
      location.units.map((name, unitIndex) => ({ ...where, _id: seedId(3, index * 100 + unitIndex + 1), locationId: locations[index]!._id, name, order: unitIndex, activityIds: [] })),
    );
    try {
      if (!(await this.settings.enabled(scope))) await this.settings.setEnabled(scope, true);
      await this.units.insertMany(scope, units);
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
}
