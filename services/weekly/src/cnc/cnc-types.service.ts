import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  CNC_TYPES_MAX,
  defaultCncTypes,
  type AuthContext,
  type CncTypeRequest,
  type CncTypeView,
  type CreateCncTypeRequest,
  type ListCncTypesReply,
  type ListCncTypesRequest,
  type ScheduleScope,
  type UpdateCncTypeRequest,
} from '@tenon/contracts';
import { cleanCncTypeName, cncTypeNameKey } from '@tenon/lean';
import { ServiceError, type TenantScope } from '@tenon/service-kit';
import { CncAccess } from './cnc-access';
import { toCncTypeViews } from './cnc-view';
import type { CncTypeRecord } from './cnc.schema';
import { CncsRepository } from './cncs.repository';
import { CncTypesRepository, isDuplicateKey } from './cnc-types.repository';

/** A project's CNC types: the usual defaults the first time they are read, then the team's own list (AC edits it). */
@Injectable()
export class CncTypesService {
  constructor(
    private readonly access: CncAccess,
    private readonly types: CncTypesRepository,
    private readonly cncs: CncsRepository,
  ) {}

  async list(auth: AuthContext, request: ListCncTypesRequest): Promise<ListCncTypesReply> {
    const scope = await this.access.allowed(auth, request, 'V');
    return { types: await this.views(scope, request.projectId) };
  }

  async create(auth: AuthContext, request: CreateCncTypeRequest): Promise<CncTypeView> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const current = await this.typesOf(scope, request.projectId);
    if (current.length >= CNC_TYPES_MAX) throw new ServiceError('CNC_TYPES_FULL', `A project has at most ${CNC_TYPES_MAX} CNC types`, 409);
    const name = cleanCncTypeName(request.name);
    this.assertNameFree(current, name, null);
    let created: CncTypeRecord;
    try {
      created = await this.types.insertOne(scope, { _id: new Types.ObjectId().toHexString(), projectId: request.projectId, name, nameKey: cncTypeNameKey(name), defaultKey: null });
    } catch (error) {
      if (isDuplicateKey(error)) throw this.nameTaken(name);
      throw error;
    }
    return { id: created._id, name: created.name, defaultKey: null, usedBy: 0 };
  }

  async rename(auth: AuthContext, request: UpdateCncTypeRequest): Promise<CncTypeView> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const current = await this.typesOf(scope, request.projectId);
    const type = current.find((candidate) => candidate._id === request.typeId);
    if (type === undefined) throw unknownType(request.typeId);
    const name = cleanCncTypeName(request.name);
    this.assertNameFree(current, name, type._id);
    // A seeded type keeps its translated name only while nobody has changed it.
    const defaultKey = name === type.name ? type.defaultKey : null;
    let written: CncTypeRecord | null;
    try {
      written = await this.types.write(scope, request.projectId, type._id, { name, nameKey: cncTypeNameKey(name), defaultKey });
    } catch (error) {
      if (isDuplicateKey(error)) throw this.nameTaken(name);
      throw error;
    }
    if (written === null) throw unknownType(request.typeId);
    const [view] = toCncTypeViews([written], await this.cncs.typeIdsOfProject(scope, request.projectId));
    return view!;
  }

  async remove(auth: AuthContext, request: CncTypeRequest): Promise<{ deletedId: string }> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const type = await this.types.ofProject(scope, request.projectId, request.typeId);
    if (type === null) throw unknownType(request.typeId);
    const used = (await this.cncs.typeIdsOfProject(scope, request.projectId)).filter((typeId) => typeId === type._id).length;
    if (used > 0) throw new ServiceError('CNC_TYPE_IN_USE', `${used} CNCs are of this type: give them another type first`, 409, { usedBy: used });
    await this.types.remove(scope, request.projectId, type._id);
    return { deletedId: type._id };
  }

  /** The type a CNC names, when it is one of the project's; a CNC of another project's type is refused. */
  async assertTypeOfProject(scope: TenantScope, where: ScheduleScope, typeId: string): Promise<void> {
    await this.typesOf(scope, where.projectId);
    if ((await this.types.ofProject(scope, where.projectId, typeId)) === null) throw unknownType(typeId);
  }

  async views(scope: TenantScope, projectId: string): Promise<CncTypeView[]> {
    const [types, inUse] = await Promise.all([this.typesOf(scope, projectId), this.cncs.typeIdsOfProject(scope, projectId)]);
    return toCncTypeViews(types, inUse);
  }

  /** The project's types, seeded with the defaults the first time. */
  private async typesOf(scope: TenantScope, projectId: string): Promise<CncTypeRecord[]> {
    if (!(await this.types.wasSeeded(scope, projectId))) {
      await this.types.seed(
        scope,
        projectId,
        defaultCncTypes.map((type) => ({ _id: new Types.ObjectId().toHexString(), projectId, name: type.name, nameKey: cncTypeNameKey(type.name), defaultKey: type.key })),
      );
    }
    return this.types.listOfProject(scope, projectId);
  }

  private assertNameFree(types: readonly CncTypeRecord[], name: string, exceptId: string | null): void {
    const key = cncTypeNameKey(name);
    if (types.some((type) => type._id !== exceptId && type.nameKey === key)) throw this.nameTaken(name);
  }

  private nameTaken(name: string): ServiceError {
    return new ServiceError('CNC_TYPE_NAME_TAKEN', `The project already has a CNC type named "${name}"`, 409);
  }
}

const unknownType = (typeId: string): ServiceError => new ServiceError('CNC_TYPE_UNKNOWN', 'The CNC type is not a type of this project', 400, { typeId });
