import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lookaheadEvents } from '@tenon/contracts';
import type { EventPublisher } from '@tenon/service-kit';
import { RecordingModel } from '@tenon/service-kit/testing';
import { ConstraintsRepository } from './constraints.repository';
import { OverdueRoadblocksSweeper } from './overdue-roadblocks.sweeper';

const roadblock = (id: string, companyId: string, status: string) => ({
  _id: id,
  companyId,
  projectId: `p-${companyId}`,
  scheduleId: `s-${companyId}`,
  name: `Roadblock ${id}`,
  status,
  commitmentDate: '2099-06-01',
  responsibleIds: ['u1'],
});

test('the sweep reads across companies through the repository, then marks and announces each roadblock in its own company', async () => {
  const marked = { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
  const takenByAnother = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
  const model = new RecordingModel().answer([roadblock('r1', 'c1', 'notreleased'), roadblock('r2', 'c2', 'draft'), roadblock('r3', 'c3', 'waiting')], marked, marked, takenByAnother);
  const published: Array<{ topic: string; key: string; payload: { companyId: string; constraintId: string } }> = [];
  const events = {
    publishEvent: (topic: string, key: string, payload: { companyId: string; constraintId: string }) => {
      published.push({ topic, key, payload });
      return Promise.resolve();
    },
  };
  const sweeper = new OverdueRoadblocksSweeper(new ConstraintsRepository(model.asModel()), events as unknown as EventPublisher);

  assert.equal(await sweeper.sweepOnce(new Date('2099-06-03T06:00:00Z')), 2, 'a roadblock another sweep marked first is not announced again');
  const [read, ...marks] = model.commands;
  assert.equal(read?.operation, 'find');
  assert.equal((read?.args[0] as Record<string, unknown>).companyId, undefined, 'the one read spans companies');
  assert.deepEqual(
    marks.map((command) => [command.operation, (command.args[0] as { companyId: string }).companyId, (command.args[1] as { $set: { status?: string } }).$set.status]),
    [
      ['updateOne', 'c1', 'expired'],
      ['updateOne', 'c2', undefined],
      ['updateOne', 'c3', 'expired'],
    ],
  );
  assert.deepEqual(
    published.map(({ topic, key, payload }) => [topic, key, payload.companyId, payload.constraintId]),
    [
      [lookaheadEvents.constraintOverdue, 's-c1', 'c1', 'r1'],
      [lookaheadEvents.constraintOverdue, 's-c2', 'c2', 'r2'],
    ],
  );
});
