import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel, type RecordedCommand } from '../testing';
import { SavedViewsRepository } from './saved-views.repository';

const scope = { companyId: 'c1' };
const viewHex = 'dddddddddddddddddddddddd';
const viewId = new Types.ObjectId(viewHex);
const settings = { zoom: 'week' };
const at = new Date('2025-03-03T10:00:00Z');
const stored = (fields: Record<string, unknown> = {}) => ({
  _id: viewId,
  companyId: 'c1',
  projectId: 'p1',
  scheduleId: 's1',
  ownerId: 'u1',
  name: 'Mine',
  public: false,
  settings,
  updatedAt: at,
  ...fields,
});

/** The commands with every write's time (`updatedAt: new Date()`) checked and then named `now`. */
function withTimesNamed(commands: RecordedCommand[]): unknown {
  return JSON.parse(
    JSON.stringify(commands, function (this: Record<string, unknown>, key, value: unknown) {
      const written = this[key];
      if (key === 'updatedAt' && written instanceof Date) {
        assert.ok(Math.abs(written.getTime() - Date.now()) < 60_000);
        return 'now';
      }
      return value;
    }),
  );
}

test("a user's default, own and public views of a schedule are read within the company", async () => {
  const model = new RecordingModel().answer([stored()]);
  const views = new SavedViewsRepository<typeof settings>(model.asModel());
  assert.equal((await views.visibleTo(scope, 's1', 'u1'))[0]?.id, viewHex);
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1', $or: [{ ownerId: 'u1' }, { public: true }] }], lean: true }]);
});

test("a view is read by _id alone and answered only when it is the company's and the schedule's", async () => {
  const model = new RecordingModel().answer(stored(), stored({ companyId: 'c2' }), stored({ scheduleId: 's2' }), null);
  const views = new SavedViewsRepository<typeof settings>(model.asModel());
  assert.equal((await views.find(scope, 's1', viewHex))?.id, viewHex);
  for (let i = 0; i < 3; i++) assert.equal(await views.find(scope, 's1', viewHex), null);
  assert.deepEqual(model.commands, Array(4).fill({ operation: 'findOne', args: [{ _id: viewId }], lean: true }));
});

test('views are saved as default by upsert, created, changed and removed within the company', async () => {
  const model = new RecordingModel().answer(stored({ name: null }), stored({ name: 'Renamed' }), { deletedCount: 1 });
  const views = new SavedViewsRepository<typeof settings>(model.asModel());
  await views.saveDefault(scope, { projectId: 'p1', scheduleId: 's1', ownerId: 'u1', settings });
  await views.create(scope, { projectId: 'p1', scheduleId: 's1', ownerId: 'u1', name: 'Mine', public: true, settings });
  assert.equal((await views.update(scope, viewHex, { name: 'Renamed' }))?.name, 'Renamed');
  assert.equal(await views.remove(scope, viewHex), true);
  assert.deepEqual(withTimesNamed(model.commands), [
    {
      operation: 'findOneAndUpdate',
      args: [
        { companyId: 'c1', scheduleId: 's1', ownerId: 'u1', name: null },
        { $set: { settings, updatedAt: 'now' }, $setOnInsert: { projectId: 'p1', public: false } },
        { upsert: true, new: true },
      ],
      lean: true,
    },
    { operation: 'create', args: [{ projectId: 'p1', scheduleId: 's1', ownerId: 'u1', name: 'Mine', public: true, settings, companyId: 'c1', updatedAt: 'now' }] },
    { operation: 'findOneAndUpdate', args: [{ _id: viewHex, companyId: 'c1' }, { $set: { name: 'Renamed', updatedAt: 'now' } }, { new: true }], lean: true },
    { operation: 'deleteOne', args: [{ _id: viewHex, companyId: 'c1' }] },
  ]);
});
