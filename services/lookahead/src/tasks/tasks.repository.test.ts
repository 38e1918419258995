import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel } from '@tenon/service-kit/testing';
import { TasksRepository } from './tasks.repository';
import type { TaskStamp, TaskStamps } from './task-stamps';

/** The schedules' stamps as the stamp collection keeps them; `elsewhere` is a write by another process. */
class StampsHere {
  private stamp: TaskStamp = { epoch: 'e1', stamp: 1 };
  current(): Promise<TaskStamp> {
    return Promise.resolve({ ...this.stamp });
  }
  raise(): Promise<TaskStamp> {
    this.stamp = { ...this.stamp, stamp: this.stamp.stamp + 1 };
    return Promise.resolve({ ...this.stamp });
  }
  elsewhere(): void {
    this.stamp = { ...this.stamp, stamp: this.stamp.stamp + 1 };
  }
  lost(): void {
    this.stamp = { epoch: 'e2', stamp: 1 };
  }
}

/** Stamps whose answers come back later the earlier they were asked, as a busy database may answer. */
class StampsAnsweringOutOfOrder extends StampsHere {
  private asked = 0;
  override async raise(): Promise<TaskStamp> {
    const raised = await super.raise();
    this.asked += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 30 - this.asked * 10)));
    return raised;
  }
}

const scope = { companyId: 'c1' };
const task = (name: string, activityId = 'a1') => ({ _id: new Types.ObjectId(), scheduleId: 's1', activityId, name, version: 1 });
const repositoryOf = (model: RecordingModel, stamps: StampsHere) => new TasksRepository(model.asModel(), stamps as unknown as TaskStamps);
const reads = (model: RecordingModel) => model.commands.filter((c) => c.operation === 'find').length;

test("a schedule's tasks are read once within the caller's company, then kept while nothing writes them", async () => {
  const model = new RecordingModel([task('Formwork'), task('Rebar', 'a2')]);
  const repository = repositoryOf(model, new StampsHere());
  assert.equal((await repository.listOfSchedule(scope, 's1')).length, 2);
  assert.deepEqual(model.commands[0], { operation: 'find', args: [{ scheduleId: 's1', companyId: 'c1' }], sort: { createdAt: 1, _id: 1 }, lean: true });
  assert.deepEqual((await repository.listOfActivity(scope, 's1', 'a2')).map((t) => t.name), ['Rebar']);
  assert.equal(await repository.countOfSchedule(scope, 's1'), 2);
  assert.equal(reads(model), 1);
});

test('a write by another process moves the stamp, and the next read reads the tasks again', async () => {
  const model = new RecordingModel([task('Formwork')]);
  const stamps = new StampsHere();
  const repository = repositoryOf(model, stamps);
  await repository.listOfSchedule(scope, 's1');
  stamps.elsewhere();
  await repository.listOfSchedule(scope, 's1');
  stamps.lost();
  await repository.listOfSchedule(scope, 's1');
  assert.equal(reads(model), 3);
});

test('a task created here joins the kept tasks without a read; one created while another process wrote makes the next read read again', async () => {
  const model = new RecordingModel([task('Formwork')]);
  const stamps = new StampsHere();
  const repository = repositoryOf(model, stamps);
  await repository.listOfSchedule(scope, 's1');
  await repository.insertTask(scope, { scheduleId: 's1', activityId: 'a1', name: 'Pour' } as never);
  assert.deepEqual((await repository.listOfSchedule(scope, 's1')).map((t) => t.name), ['Formwork', 'Pour']);
  assert.equal(reads(model), 1);
  stamps.elsewhere();
  await repository.insertTask(scope, { scheduleId: 's1', activityId: 'a1', name: 'Strip' } as never);
  await repository.listOfSchedule(scope, 's1');
  assert.equal(reads(model), 2);
});

test('tasks created at once here are written one after the other, so the kept copy takes them all without a read', async () => {
  const model = new RecordingModel([task('Formwork')]);
  const repository = repositoryOf(model, new StampsAnsweringOutOfOrder());
  await repository.listOfSchedule(scope, 's1');
  await Promise.all(['Pour', 'Strip', 'Cure'].map((name) => repository.insertTask(scope, { scheduleId: 's1', activityId: 'a1', name } as never)));
  assert.deepEqual((await repository.listOfSchedule(scope, 's1')).map((t) => t.name), ['Formwork', 'Pour', 'Strip', 'Cure']);
  assert.equal(reads(model), 1);
});

test('deleted tasks leave the kept tasks; an edit replaces its task there', async () => {
  const [formwork, rebar] = [task('Formwork'), task('Rebar')];
  const model = new RecordingModel([formwork, rebar]);
  const repository = repositoryOf(model, new StampsHere());
  await repository.listOfSchedule(scope, 's1');
  model.answer({ deletedCount: 1 });
  await repository.deleteTasks(scope, 's1', [formwork._id]);
  model.answer({ ...rebar, name: 'Rebar, level 2', version: 2 });
  await repository.updateAtVersion(scope, 's1', rebar._id, 1, { $set: { name: 'Rebar, level 2' } });
  assert.deepEqual((await repository.listOfSchedule(scope, 's1')).map((t) => t.name), ['Rebar, level 2']);
  assert.equal(reads(model), 1);
});

test("takt tasks built whole are one unordered insert, each stamped with the caller's company; none is no command", async () => {
  const model = new RecordingModel();
  const repository = repositoryOf(model, new StampsHere());
  const at = new Date('2026-11-26T10:00:00Z');
  const built = { name: 'Floor 1 - Apartment 1', scheduleId: 's1', companyId: 'other', createdAt: at, updatedAt: at } as never;
  await repository.insertBuiltTasks(scope, [built]);
  await repository.insertBuiltTasks(scope, []);
  assert.deepEqual(model.commands, [{ operation: 'insertMany', args: [[{ name: 'Floor 1 - Apartment 1', scheduleId: 's1', companyId: 'c1', createdAt: at, updatedAt: at }], { ordered: false, lean: true }] }]);
  await assert.rejects(repository.insertBuiltTasks({} as never, [built]), /companyId/);
});
