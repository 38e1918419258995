import { Injectable } from '@nestjs/common';
import type { TaktTree } from '@tenon/contracts';
import type { TenantScope } from '@tenon/service-kit';
import { LocationsRepository } from '../locations/locations.repository';
import { StructuresRepository } from '../structures/structures.repository';
import { UnitsRepository } from '../units/units.repository';

/** A schedule's structures, locations and units as stored, flat and in order. */
@Injectable()
export class TaktTreeReader {
  constructor(
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
  ) {}

  async read(scope: TenantScope, scheduleId: string): Promise<TaktTree> {
    const [structures, locations, units] = await Promise.all([
      this.structures.ofSchedule(scope, scheduleId),
      this.locations.ofSchedule(scope, scheduleId),
      this.units.ofSchedule(scope, scheduleId),
    ]);
    return {
      scheduleId,
      structures: structures.map((s) => ({ id: s._id, name: s.name, type: s.type, mode: s.mode, order: s.order })),
      locations: locations.map((l) => ({ id: l._id, structureId: l.structureId, parentId: l.parentId ?? null, name: l.name, level: l.level, order: l.order })),
      units: units.map((u) => ({ id: u._id, locationId: u.locationId, name: u.name, order: u.order, activityIds: u.activityIds ?? [] })),
    };
  }
}
