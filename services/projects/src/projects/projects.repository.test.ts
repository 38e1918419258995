import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import type { ReadCache } from '@tenon/service-kit';
import { RecordingModel } from '@tenon/service-kit/testing';
import type { NewProject } from './project.record';
import { ProjectsRepository } from './projects.repository';

const scope = { companyId: 'c1' };
const projectHex = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const projectId = new Types.ObjectId(projectHex);

/** Answers every read by loading it, and keeps the keys asked. */
function passThroughCache(keys: string[] = []) {
  return { read: (companyId: string, key: string, load: () => Promise<unknown>) => (keys.push(`${companyId}:${key}`), load()) } as unknown as ReadCache;
}

const stored = (fields: Record<string, unknown> = {}) => ({
  _id: projectId,
  companyId: 'c1',
  name: 'Harbor View',
  stage: 'started',
  country: 'CL',
  currency: 'CLP',
  budget: 1,
  size: 2,
  sizetype: 'm2',
  planificationDay: 1,
  type: 'housing',
  ...fields,
});

const newProject: NewProject = {
  name: 'Harbor View',
  image: null,
  address: '',
  stage: 'started',
  country: 'CL',
  currency: 'CLP',
  budget: 1,
  size: 2,
  sizetype: 'm2',
  planificationDay: 1,
  type: 'housing',
  hoursPerDay: 8,
  activityCriterion: 'duration',
  taskCriterion: 'duration',
  startDate: null,
  finishDate: null,
  progress: 0,
};

function repository(...answers: unknown[]) {
  const model = new RecordingModel().answer(...answers);
  const keys: string[] = [];
  return { model, keys, projects: new ProjectsRepository(model.asModel(), passThroughCache(keys)) };
}

test("the live projects of the company, all or some, by name, cached under the company's version", async () => {
  const { model, keys, projects } = repository([stored()], []);
  assert.deepEqual((await projects.listActive(scope)).map((p) => p.id), [projectHex]);
  await projects.listActive(scope, [projectHex]);
  assert.deepEqual(keys, ['c1:projects:*', `c1:projects:${projectHex}`]);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', stage: { $ne: 'deleted' } }], sort: { name: 1 }, lean: true },
    { operation: 'find', args: [{ companyId: 'c1', stage: { $ne: 'deleted' }, _id: { $in: [projectId] } }], sort: { name: 1 }, lean: true },
  ]);
});

test("a live project is read by _id alone and answered only when it is the company's and not deleted", async () => {
  const { model, projects } = repository(stored(), stored({ companyId: 'c2' }), stored({ stage: 'deleted' }), null);
  assert.equal((await projects.findActive(scope, projectHex))?.id, projectHex);
  assert.equal(await projects.findActive(scope, projectHex), null);
  assert.equal(await projects.findActive(scope, projectHex), null);
  assert.equal(await projects.findActive(scope, projectHex), null);
  assert.deepEqual(model.commands, Array(4).fill({ operation: 'findOne', args: [{ _id: projectId }], lean: true }));
});

test("the owner of any project is read across companies, and only the owner's fields", async () => {
  const { model, projects } = repository({ companyId: 'c2', stage: 'deleted' });
  assert.deepEqual(await projects.ownerOf(projectHex), { companyId: 'c2', deleted: true });
  assert.deepEqual(model.commands, [{ operation: 'findOne', args: [{ _id: projectId }, { companyId: 1, stage: 1 }], lean: true }]);
});

test("writes carry the company: create, template, update of a live project, remove, count", async () => {
  const { model, projects } = repository(stored({ name: 'Renamed' }), { deletedCount: 1 }, 3);
  await projects.create(scope, { ...newProject, id: projectHex });
  await projects.create(scope, newProject);
  await projects.createTemplate(scope, { ...newProject, id: projectHex });
  assert.equal((await projects.update(scope, projectHex, { name: 'Renamed' }))?.name, 'Renamed');
  await projects.remove(scope, projectHex);
  assert.equal(await projects.countAll(scope), 3);
  assert.deepEqual(model.commands, [
    { operation: 'create', args: [{ ...newProject, _id: projectId, companyId: 'c1' }] },
    { operation: 'create', args: [{ ...newProject, companyId: 'c1' }] },
    { operation: 'create', args: [{ ...newProject, _id: projectId, companyId: 'c1', isTemplate: true }] },
    {
      operation: 'findOneAndUpdate',
      args: [{ _id: projectId, companyId: 'c1', stage: { $ne: 'deleted' } }, { $set: { name: 'Renamed' } }, { new: true }],
      lean: true,
    },
    { operation: 'deleteOne', args: [{ _id: projectId, companyId: 'c1' }] },
    { operation: 'countDocuments', args: [{ companyId: 'c1' }] },
  ]);
});
