import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newProjectFrom } from './new-project';

test('a new project starts in stage started with planning weeks from Monday', () => {
  const project = newProjectFrom({
    name: '  Riverside Library  ',
    country: 'US',
    type: 'commercial',
    currency: 'USD',
    budget: 1200000,
    size: 4000,
    sizetype: 'ft2',
  });
  assert.equal(project.stage, 'started');
  assert.equal(project.planificationDay, 1);
  assert.equal(project.name, 'Riverside Library');
  assert.equal(project.progress, 0);
  assert.equal(project.hoursPerDay, 8);
});
