import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type {
  AuthContext,
  CreateLocationRequest,
  DeleteTaktNodeRequest,
  MassCreateLocationsRequest,
  RenameTaktNodeRequest,
  ReorderTaktNodesRequest,
  TaktNodeRequest,
  TaktTree,
} from '@tenon/contracts';
import { checkLocationsUnder, checkMassRange, deleteConfirmed, duplicateName, rangeNames } from '@tenon/lean';
import type { TenantScope } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { StructuresRepository } from '../structures/structures.repository';
import { copySubtree, subtreeOf } from '../tree/subtree-copy';
import { nextOrder, nodeUnknown, reorderMismatch, ruleBroken, sameSiblings } from '../tree/takt-errors';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import { UnitsRepository } from '../units/units.repository';
import type { LocationRecord } from './location.schema';
import { LocationsRepository } from './locations.repository';

const newId = () => new Types.ObjectId().toHexString();
const siblingsOf = (all: readonly LocationRecord[], parentId: string | null) => all.filter((l) => (l.parentId ?? null) === parentId);

/** A structure's locations, nested in levels (spec part 3, 2.6 and 5): created one by one or by range, and edited. */
@Injectable()
export class LocationsService {
  constructor(
    private readonly access: TaktAccess,
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
    private readonly tree: TaktTreeReader,
  ) {}

  async create(auth: AuthContext, request: CreateLocationRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    await this.add(scope, request.scheduleId, request.structureId, request.parentId, [request.name]);
    return this.tree.read(scope, request.scheduleId);
  }

  async massCreate(auth: AuthContext, request: MassCreateLocationsRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const range = checkMassRange(request);
    if (!range.ok) throw ruleBroken(range.code);
    await this.add(scope, request.scheduleId, request.structureId, request.parentId, rangeNames(range.value));
    return this.tree.read(scope, request.scheduleId);
  }

  async rename(auth: AuthContext, request: RenameTaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    if (!(await this.locations.rename(scope, request.scheduleId, request.nodeId, request.name))) throw nodeUnknown('location', request.nodeId);
    return this.tree.read(scope, request.scheduleId);
  }

  /** The location with everything under it, beside the original, named ' Copia n'. */
  async duplicate(auth: AuthContext, request: TaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const original = await this.own(scope, request.scheduleId, request.nodeId);
    const ofStructure = await this.locations.ofStructure(scope, request.scheduleId, original.structureId);
    const subtree = subtreeOf(ofStructure, [original._id]);
    const units = await this.units.ofLocations(scope, request.scheduleId, subtree.map((l) => l._id));
    const siblings = siblingsOf(ofStructure, original.parentId ?? null);
    const copy = copySubtree(subtree, units, { structureId: original.structureId, rootParentId: original.parentId ?? null, rootLevelShift: 0 }, (root) =>
      duplicateName(root.name, siblings.map((s) => s.name)),
    );
    copy.locations[0]!.order = nextOrder(siblings);
    await this.units.insertMany(scope, copy.units);
    await this.locations.insertMany(scope, copy.locations);
    return this.tree.read(scope, request.scheduleId);
  }

  async delete(auth: AuthContext, request: DeleteTaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const location = await this.own(scope, request.scheduleId, request.nodeId);
    const subtree = subtreeOf(await this.locations.ofStructure(scope, request.scheduleId, location.structureId), [location._id]);
    const ids = subtree.map((l) => l._id);
    const units = await this.units.ofLocations(scope, request.scheduleId, ids);
    if (!deleteConfirmed(units.some((u) => u.activityIds.length > 0), request.confirmation)) throw ruleBroken('TAKT_DELETE_NEEDS_CONFIRMATION');
    await this.locations.deleteIds(scope, request.scheduleId, ids);
    await this.units.deleteOfLocations(scope, request.scheduleId, ids);
    return this.tree.read(scope, request.scheduleId);
  }

  /** Siblings (same structure, same parent) in their new order. */
  async reorder(auth: AuthContext, request: ReorderTaktNodesRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const first = await this.own(scope, request.scheduleId, request.ids[0]!);
    const siblings = siblingsOf(await this.locations.ofStructure(scope, request.scheduleId, first.structureId), first.parentId ?? null);
    if (!sameSiblings(request.ids, siblings.map((s) => s._id))) throw reorderMismatch();
    await this.locations.setOrders(scope, request.scheduleId, request.ids);
    return this.tree.read(scope, request.scheduleId);
  }

  private async add(scope: TenantScope, scheduleId: string, structureId: string, parentId: string | null, names: string[]): Promise<void> {
    if ((await this.structures.inSchedule(scope, scheduleId, structureId)) === null) throw nodeUnknown('structure', structureId);
    const ofStructure = await this.locations.ofStructure(scope, scheduleId, structureId);
    let level = 1;
    if (parentId !== null) {
      const parent = ofStructure.find((l) => l._id === parentId);
      if (parent === undefined) throw nodeUnknown('location', parentId);
      const under = checkLocationsUnder({ unitCount: (await this.units.ofLocations(scope, scheduleId, [parentId])).length });
      if (!under.ok) throw ruleBroken(under.code);
      level = parent.level + 1;
    }
    const first = nextOrder(siblingsOf(ofStructure, parentId));
    await this.locations.insertMany(
      scope,
      names.map((name, index) => ({ _id: newId(), scheduleId, structureId, parentId, name, level, order: first + index })),
    );
  }

  private async own(scope: TenantScope, scheduleId: string, id: string): Promise<LocationRecord> {
    const found = await this.locations.inSchedule(scope, scheduleId, id);
    if (found === null) throw nodeUnknown('location', id);
    return found;
  }
}
