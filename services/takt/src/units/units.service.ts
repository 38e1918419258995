import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type {
  AuthContext,
  CreateUnitRequest,
  DeleteTaktNodeRequest,
  MassCreateUnitsRequest,
  RenameTaktNodeRequest,
  ReorderTaktNodesRequest,
  TaktNodeRequest,
  TaktTree,
} from '@tenon/contracts';
import { checkMassRange, checkUnitsUnder, deleteConfirmed, duplicateName, rangeNames } from '@tenon/lean';
import type { TenantScope } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { LocationsRepository } from '../locations/locations.repository';
import { nextOrder, nodeUnknown, reorderMismatch, ruleBroken, sameSiblings } from '../tree/takt-errors';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import type { UnitRecord } from './unit.schema';
import { UnitsRepository } from './units.repository';

const newId = () => new Types.ObjectId().toHexString();

/** A location's production units (spec part 3, 2.6 and 5): created one by one or by range, and edited. */
@Injectable()
export class UnitsService {
  constructor(
    private readonly access: TaktAccess,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
    private readonly tree: TaktTreeReader,
  ) {}

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

  async rename(auth: AuthContext, request: RenameTaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    if (!(await this.units.rename(scope, request.scheduleId, request.nodeId, request.name))) throw nodeUnknown('unit', request.nodeId);
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
    if (!deleteConfirmed(unit.activityIds.length > 0, request.confirmation)) throw ruleBroken('TAKT_DELETE_NEEDS_CONFIRMATION');
    await this.units.deleteIds(scope, request.scheduleId, [unit._id]);
    return this.tree.read(scope, request.scheduleId);
  }

  async reorder(auth: AuthContext, request: ReorderTaktNodesRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const first = await this.own(scope, request.scheduleId, request.ids[0]!);
    const siblings = await this.units.ofLocations(scope, request.scheduleId, [first.locationId]);
    if (!sameSiblings(request.ids, siblings.map((u) => u._id))) throw reorderMismatch();
    await this.units.setOrders(scope, request.scheduleId, request.ids);
    return this.tree.read(scope, request.scheduleId);
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

  private async own(scope: TenantScope, scheduleId: string, id: string): Promise<UnitRecord> {
    const found = await this.units.inSchedule(scope, scheduleId, id);
    if (found === null) throw nodeUnknown('unit', id);
    return found;
  }
}
