import { Injectable } from '@nestjs/common';
import type { AuthContext, CreateLocationRequest, DeleteTaktNodeRequest, MassCreateLocationsRequest, TaktNodeRequest, TaktTree } from '@tenon/contracts';
import { checkLocationsUnder, checkMassRange, duplicateName, rangeNames } from '@tenon/lean';
import type { TenantScope } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { StructuresRepository } from '../structures/structures.repository';
import { newId } from '../tree/new-id';
import { copySubtree, subtreeOf } from '../tree/subtree-copy';
import { assertDeleteConfirmed, nextOrder, nodeUnknown, ruleBroken } from '../tree/takt-errors';
import { TaktNodesService } from '../tree/takt-nodes.service';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import { UnitsRepository } from '../units/units.repository';
import type { LocationRecord } from './location.schema';
import { LocationsRepository } from './locations.repository';

/** The locations right under `parentId` (null: a structure's first level). */
const childrenOf = (all: readonly LocationRecord[], parentId: string | null) => all.filter((l) => (l.parentId ?? null) === parentId);

/** A structure's locations, nested in levels (spec part 3, 2.6 and 5): created one by one or by range, and edited. */
@Injectable()
export class LocationsService extends TaktNodesService<LocationRecord> {
  constructor(
    access: TaktAccess,
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
    tree: TaktTreeReader,
  ) {
    super(access, tree, locations, 'location');
  }

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

  /** The location with everything under it, beside the original, named ' Copia n'. */
  async duplicate(auth: AuthContext, request: TaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const original = await this.own(scope, request.scheduleId, request.nodeId);
    const ofStructure = await this.locations.ofStructure(scope, request.scheduleId, original.structureId);
    const subtree = subtreeOf(ofStructure, [original._id]);
    const units = await this.units.ofLocations(scope, request.scheduleId, subtree.map((l) => l._id));
    const siblings = childrenOf(ofStructure, original.parentId ?? null);
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
    assertDeleteConfirmed(units, request.confirmation);
    await this.locations.deleteIds(scope, request.scheduleId, ids);
    await this.units.deleteOfLocations(scope, request.scheduleId, ids);
    return this.tree.read(scope, request.scheduleId);
  }

  /** Same structure, same parent. */
  protected async siblingsOf(scope: TenantScope, scheduleId: string, id: string): Promise<LocationRecord[]> {
    const location = await this.own(scope, scheduleId, id);
    return childrenOf(await this.locations.ofStructure(scope, scheduleId, location.structureId), location.parentId ?? null);
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
    const first = nextOrder(childrenOf(ofStructure, parentId));
    await this.locations.insertMany(
      scope,
      names.map((name, index) => ({ _id: newId(), scheduleId, structureId, parentId, name, level, order: first + index })),
    );
  }
}
