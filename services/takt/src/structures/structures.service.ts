import { Injectable } from '@nestjs/common';
import type { AuthContext, CreateStructureRequest, DeleteTaktNodeRequest, ListStructuresRequest, TaktNodeRequest, TaktTree } from '@tenon/contracts';
import { duplicateName, generateAutomaticStructure } from '@tenon/lean';
import type { TenantScope } from '@tenon/service-kit';
import { ServiceError } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { LocationsRepository } from '../locations/locations.repository';
import { newId } from '../tree/new-id';
import { copySubtree } from '../tree/subtree-copy';
import { assertDeleteConfirmed, nextOrder, ruleBroken } from '../tree/takt-errors';
import { TaktNodesService } from '../tree/takt-nodes.service';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import { UnitsRepository } from '../units/units.repository';
import type { StructureRecord } from './structure.schema';
import { StructuresRepository } from './structures.repository';

/** A schedule's structures (spec part 3, 2.6 and 4): the wizard, and rename, duplicate, delete and reorder. */
@Injectable()
export class StructuresService extends TaktNodesService<StructureRecord> {
  constructor(
    access: TaktAccess,
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
    tree: TaktTreeReader,
  ) {
    super(access, tree, structures, 'structure');
  }

  async list(auth: AuthContext, request: ListStructuresRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'V');
    return this.tree.read(scope, request.scheduleId);
  }

  /** The wizard's last step: a manual structure is created empty; an automatic one with its levels and units. */
  async create(auth: AuthContext, request: CreateStructureRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const structureId = newId();
    let generated: { name: string; locations: Array<{ name: string; units: string[] }> } = { name: request.name, locations: [] };
    if (request.mode === 'automatic') {
      if (request.type !== 'tall_building') {
        throw new ServiceError('TAKT_AUTOMATIC_TALL_BUILDING_ONLY', 'Only a tall building is generated automatically; build this structure by hand', 400);
      }
      const params = request.automatic;
      if (params === undefined) throw ruleBroken('TAKT_FIELDS_REQUIRED');
      const result = generateAutomaticStructure({ name: request.name, ...params });
      if (!result.ok) throw ruleBroken(result.code);
      generated = result.value;
    }
    const order = nextOrder(await this.structures.ofSchedule(scope, request.scheduleId));
    const where = { scheduleId: request.scheduleId, structureId };
    const locations = generated.locations.map((location, index) => ({ ...where, _id: newId(), parentId: null, name: location.name, level: 1, order: index }));
    const units = generated.locations.flatMap((location, index) =>
      location.units.map((name, unitIndex) => ({ ...where, _id: newId(), locationId: locations[index]!._id, name, order: unitIndex, activityIds: [] })),
    );
    // Units and locations first (together): a structure appears only once its content is stored.
    await Promise.all([this.units.insertBuilt(scope, units), this.locations.insertBuilt(scope, locations)]);
    await this.structures.insertOne(scope, {
      _id: structureId,
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      name: generated.name,
      type: request.type,
      mode: request.mode,
      order,
      creatorId: auth.userId,
    });
    return this.tree.read(scope, request.scheduleId);
  }

  async duplicate(auth: AuthContext, request: TaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const original = await this.own(scope, request.scheduleId, request.nodeId);
    const siblings = await this.structures.ofSchedule(scope, request.scheduleId);
    const [locations, units] = await Promise.all([
      this.locations.ofStructure(scope, request.scheduleId, original._id),
      this.units.ofStructure(scope, request.scheduleId, original._id),
    ]);
    const structureId = newId();
    const copy = copySubtree(locations, units, { structureId, rootParentId: null, rootLevelShift: 0 });
    await this.units.insertMany(scope, copy.units);
    await this.locations.insertMany(scope, copy.locations);
    const { companyId: _companyId, ...fields } = original;
    await this.structures.insertOne(scope, {
      ...fields,
      _id: structureId,
      name: duplicateName(original.name, siblings.map((s) => s.name)),
      order: nextOrder(siblings),
      creatorId: auth.userId,
    });
    return this.tree.read(scope, request.scheduleId);
  }

  async delete(auth: AuthContext, request: DeleteTaktNodeRequest): Promise<TaktTree> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const structure = await this.own(scope, request.scheduleId, request.nodeId);
    const units = await this.units.ofStructure(scope, request.scheduleId, structure._id);
    assertDeleteConfirmed(units, request.confirmation);
    // The root first: if a later step fails, what is left is unreachable rather than a half-deleted structure.
    await this.structures.deleteIds(scope, request.scheduleId, [structure._id]);
    await this.units.deleteOfStructure(scope, request.scheduleId, structure._id);
    await this.locations.deleteOfStructure(scope, request.scheduleId, structure._id);
    return this.tree.read(scope, request.scheduleId);
  }

  /** A schedule's structures are all siblings. */
  protected async siblingsOf(scope: TenantScope, scheduleId: string): Promise<StructureRecord[]> {
    return this.structures.ofSchedule(scope, scheduleId);
  }
}
