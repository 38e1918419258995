import { Injectable } from '@nestjs/common';
import type { AuthContext, CreateUnitRequest, DeleteTaktNodeRequest, MassCreateUnitsRequest, TaktNodeRequest, TaktTree } from '@tenon/contracts';
import { checkMassRange, checkUnitsUnder, duplicateName, rangeNames } from '@tenon/lean';
import type { TenantScope } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { LocationsRepository } from '../locations/locations.repository';
import { newId } from '../tree/new-id';
import { assertDeleteConfirmed, nextOrder, nodeUnknown, ruleBroken } from '../tree/takt-errors';
import { TaktNodesService } from '../tree/takt-nodes.service';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import type { UnitRecord } from './unit.schema';
import { UnitsRepository } from './units.repository';

/** A location's production units (spec part 3, 2.6 and 5): created one by one or by range, and edited. */
@Injectable()
export class UnitsService extends TaktNodesService<UnitRecord> {
  constructor(
    access: TaktAccess,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
    tree: TaktTreeReader,
  ) {
    super(access, tree, units, 'unit');
  }

  async create(auth: AuthContext, request: CreateUnitRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    await this.add(scope, request.scheduleId, request.locationId, [request.name]);
    return this.tree.read(scope, request.scheduleId);
  }

  async massCreate(auth: AuthContext, request: MassCreateUnitsRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const range = checkMassRange(request);
    if (!range.ok) throw ruleBroken(range.code);
    await this.add(scope, request.scheduleId, request.locationId, rangeNames(range.value));
    return this.tree.read(scope, request.scheduleId);
  }

  async duplicate(auth: AuthContext, request: TaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const original = await this.own(scope, request.scheduleId, request.nodeId);
    const siblings = await this.units.ofLocations(scope, request.scheduleId, [original.locationId]);
    const { companyId: _companyId, ...fields } = original;
    await this.units.insertOne(scope, { ...fields, _id: newId(), name: duplicateName(original.name, siblings.map((u) => u.name)), order: nextOrder(siblings), activityIds: [] });
    return this.tree.read(scope, request.scheduleId);
  }

  async delete(auth: AuthContext, request: DeleteTaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const unit = await this.own(scope, request.scheduleId, request.nodeId);
    assertDeleteConfirmed([unit], request.confirmation);
    await this.units.deleteIds(scope, request.scheduleId, [unit._id]);
    return this.tree.read(scope, request.scheduleId);
  }

  /** The units of the same location. */
  protected async siblingsOf(scope: TenantScope, scheduleId: string, id: string): Promise<UnitRecord[]> {
    const unit = await this.own(scope, scheduleId, id);
    return this.units.ofLocations(scope, scheduleId, [unit.locationId]);
  }

  private async add(scope: TenantScope, scheduleId: string, locationId: string, names: string[]): Promise<void> {
    const location = await this.locations.inSchedule(scope, scheduleId, locationId);
    if (location === null) throw nodeUnknown('location', locationId);
    const children = (await this.locations.ofStructure(scope, scheduleId, location.structureId)).filter((l) => l.parentId === locationId);
    const under = checkUnitsUnder({ childLocationCount: children.length });
    if (!under.ok) throw ruleBroken(under.code);
    const first = nextOrder(await this.units.ofLocations(scope, scheduleId, [locationId]));
    await this.units.insertMany(
      scope,
      names.map((name, index) => ({ _id: newId(), scheduleId, structureId: location.structureId, locationId, name, order: first + index, activityIds: [] })),
    );
  }
}
