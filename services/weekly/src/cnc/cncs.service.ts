import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CNC_REMOVED_MESSAGE,
  weeklyEvents,
  type AuthContext,
  type CncChangedEvent,
  type CncChangeReply,
  type CncRemovedReply,
  type CncRequest,
  type CreateCncData,
  type ListCncsReply,
  type ListCncsRequest,
  type ScheduleScope,
  type UpdateCncData,
} from '@tenon/contracts';
import { EventPublisher, getProcessLogger, ServiceError, type TenantScope } from '@tenon/service-kit';
import { CncAccess } from './cnc-access';
import { CncTypesService } from './cnc-types.service';
import { toCncView } from './cnc-view';
import type { CncRecord } from './cnc.schema';
import { CncsRepository, type NewCnc } from './cncs.repository';
import { LookaheadTasksClient } from './lookahead-tasks.client';

/** A schedule's causes of non-compliance (spec part 3: 2.5, 3, 4): listed, recorded, changed and removed. */
@Injectable()
export class CncsService {
  constructor(
    private readonly access: CncAccess,
    private readonly cncs: CncsRepository,
    private readonly types: CncTypesService,
    private readonly tasks: LookaheadTasksClient,
    private readonly events: EventPublisher,
  ) {}

  async list(auth: AuthContext, request: ListCncsRequest): Promise<ListCncsReply> {
    const scope = await this.access.allowed(auth, request, 'V');
    const [cncs, types, tasks] = await Promise.all([
      this.cncs.listOfSchedule(scope, request.scheduleId),
      this.types.views(scope, request.projectId),
      // Without the lookahead the CNCs still show, their tasks by id.
      this.tasks.tasksOf(auth, request).catch((error: unknown) => {
        getProcessLogger().warn({ err: error, scheduleId: request.scheduleId }, 'lookahead tasks not read for the CNC list');
        return [];
      }),
    ]);
    return { cncs: cncs.map(toCncView), types, tasks: tasks.map(({ id, name, start, finish }) => ({ id, name, start, finish })) };
  }

  async create(auth: AuthContext, request: CreateCncData): Promise<CncChangeReply> {
    const scope = await this.access.allowed(auth, request, 'ACP');
    await this.types.assertTypeOfProject(scope, request, request.typeId);
    await this.assertTasks(auth, request, request.taskIds, []);
    const { projectId, scheduleId, image, ...fields } = request;
    const created = await this.cncs.insertOne(scope, { ...fields, _id: new Types.ObjectId().toHexString(), projectId, scheduleId, imageId: image, createdBy: auth.userId });
    await this.announce(auth, request, 'created', created);
    return { cnc: toCncView(created) };
  }

  async update(auth: AuthContext, request: UpdateCncData): Promise<CncChangeReply> {
    const scope = await this.access.allowed(auth, request, 'ACP');
    const current = await this.own(scope, request.scheduleId, request.cncId);
    this.access.assertMayChange(auth, current.createdBy);
    const { projectId: _projectId, scheduleId: _scheduleId, cncId: _cncId, image, ...edits } = request;
    if (edits.typeId !== undefined && edits.typeId !== current.typeId) await this.types.assertTypeOfProject(scope, request, edits.typeId);
    if (edits.taskIds !== undefined) await this.assertTasks(auth, request, edits.taskIds, current.taskIds);
    const fields: Partial<NewCnc> = { ...definedOnly(edits), ...(image === undefined ? {} : { imageId: image }) };
    const written = await this.cncs.write(scope, request.scheduleId, current._id, fields);
    if (written === null) throw unknownCnc(current._id);
    await this.announce(auth, request, 'updated', written);
    return { cnc: toCncView(written) };
  }

  async remove(auth: AuthContext, request: CncRequest): Promise<CncRemovedReply> {
    const scope = await this.access.allowed(auth, request, 'ACP');
    const current = await this.own(scope, request.scheduleId, request.cncId);
    this.access.assertMayChange(auth, current.createdBy);
    if (!(await this.cncs.remove(scope, request.scheduleId, current._id))) throw unknownCnc(current._id);
    await this.announce(auth, request, 'deleted', current);
    return { deletedId: current._id, message: CNC_REMOVED_MESSAGE };
  }

  /** Tasks newly linked must be tasks of the schedule; ones already linked stay even if the lookahead removed them since. */
  private async assertTasks(auth: AuthContext, where: ScheduleScope, taskIds: readonly string[], alreadyLinked: readonly string[]): Promise<void> {
    const added = taskIds.filter((id) => !alreadyLinked.includes(id));
    if (added.length === 0) return;
    const known = new Set((await this.tasks.tasksOf(auth, where)).map((task) => task.id));
    const unknown = added.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new ServiceError('CNC_TASK_UNKNOWN', `${unknown.length} of the tasks are not tasks of this schedule`, 400, { taskIds: unknown.slice(0, 50) });
  }

  private async own(scope: TenantScope, scheduleId: string, id: string): Promise<CncRecord> {
    const found = await this.cncs.inSchedule(scope, scheduleId, id);
    // Another schedule's or company's CNC does not exist for this request.
    if (found === null) throw unknownCnc(id);
    return found;
  }

  private async announce(auth: AuthContext, where: ScheduleScope, change: CncChangedEvent['change'], cnc: CncRecord): Promise<void> {
    const event: CncChangedEvent = {
      companyId: auth.companyId,
      projectId: where.projectId,
      scheduleId: where.scheduleId,
      change,
      changedBy: auth.userId,
      at: new Date().toISOString(),
      cnc: {
        id: cnc._id,
        name: cnc.name,
        typeId: cnc.typeId,
        weekStart: cnc.weekStart,
        status: cnc.status,
        priority: cnc.priority,
        responsibleId: cnc.responsibleId ?? null,
        taskIds: cnc.taskIds ?? [],
        commitmentIds: cnc.commitmentIds ?? [],
      },
    };
    // The change is stored; a lost event is logged rather than failing a change the team would repeat.
    await this.events.publishEvent(weeklyEvents.cncChanged, where.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, topic: weeklyEvents.cncChanged, ref: randomUUID() }, 'CNC event not published');
    });
  }
}

const unknownCnc = (id: string): ServiceError => new ServiceError('CNC_UNKNOWN', 'The CNC is not a CNC of this schedule', 404, { cncId: id });

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
