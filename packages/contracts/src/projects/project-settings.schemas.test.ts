import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameKeyOf, projectBudgetSchema } from './project-fields.schemas';
import { updateProjectRequestSchema } from './project-settings.schemas';
import { createProjectRequestSchema } from './projects.schemas';
import { reorderSchedulesRequestSchema } from './schedule-changes.schemas';
import { createTagRequestSchema } from './subcontracts-tags.schemas';

const projectId = 'a'.repeat(24);
const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

test('a budget keeps a number as it is and reads a typed string with its dots stripped, at most 12 digits', () => {
  assert.equal(projectBudgetSchema.parse(22000000), 22000000);
  assert.equal(projectBudgetSchema.parse('1.250.000'), 1250000);
  assert.equal(projectBudgetSchema.parse(999999999999), 999999999999);
  assert.equal(projectBudgetSchema.safeParse(1234567890123).success, false);
  assert.equal(projectBudgetSchema.safeParse('1.234.567.890.123').success, false);
  assert.equal(projectBudgetSchema.safeParse('').success, false);
  assert.equal(projectBudgetSchema.safeParse(-1).success, false);
});

test('a project update takes any subset of the form, each field sent held to the form rule', () => {
  assert.deepEqual(updateProjectRequestSchema.parse({ projectId, planificationDay: 0 }), { projectId, planificationDay: 0 });
  assert.deepEqual(messagesOf(updateProjectRequestSchema.safeParse({ projectId, name: '  ' })), ['Name is required']);
  assert.deepEqual(messagesOf(updateProjectRequestSchema.safeParse({ projectId, currency: '' })), ['Currency is required']);
  assert.deepEqual(messagesOf(updateProjectRequestSchema.safeParse({ projectId, size: 10.123 })), ['Size allows 2 decimals']);
  assert.equal(updateProjectRequestSchema.parse({ projectId, size: '10.12' }).size, 10.12);
  assert.equal(updateProjectRequestSchema.safeParse({ projectId, stage: 'paused' }).success, false);
  assert.equal(updateProjectRequestSchema.safeParse({ projectId, hoursPerDay: 25 }).success, false);
  assert.equal(updateProjectRequestSchema.safeParse({ projectId, image: 'https://elsewhere.example/logo.png' }).success, false);
  assert.equal(updateProjectRequestSchema.parse({ projectId, image: `/api/v1/images/${'b'.repeat(24)}` }).image, `/api/v1/images/${'b'.repeat(24)}`);
});

test('a new project needs every form field', () => {
  const messages = messagesOf(createProjectRequestSchema.safeParse({ name: '', country: '', type: '', currency: '', budget: '', size: 'x', sizetype: '' }));
  for (const expected of ['Name is required', 'Country is required', 'Type is required', 'Currency is required', 'Size is required', 'Size Type is required']) {
    assert.ok(messages.includes(expected), `${expected} in ${messages.join(' | ')}`);
  }
});

test('names compare trimmed, single-spaced and case-blind; reorder and tag bodies are checked', () => {
  assert.equal(nameKeyOf('  Ace   CONCRETE '), 'ace concrete');
  assert.equal(reorderSchedulesRequestSchema.safeParse({ projectId, scheduleIds: [] }).success, false);
  assert.equal(createTagRequestSchema.safeParse({ projectId, name: 'Paint', color: 'orange' }).success, false);
  assert.equal(createTagRequestSchema.parse({ projectId, name: ' Paint ', color: '#AA00ff' }).name, 'Paint');
});

test('enumerated project fields take only the offered values, and a budget past 12 digits is refused however it is written', () => {
  const projectId = 'a'.repeat(24);
  for (const field of ['type', 'country', 'currency', 'sizetype'] as const) {
    const refused = updateProjectRequestSchema.safeParse({ projectId, [field]: 'Atlantis' });
    assert.equal(refused.success, false, field);
  }
  assert.equal(updateProjectRequestSchema.safeParse({ projectId, type: 'hotel', country: 'CL', currency: 'CLP', sizetype: 'm2' }).success, true);
  assert.equal(updateProjectRequestSchema.safeParse({ projectId, budget: 1e30 }).success, false);
  assert.equal(updateProjectRequestSchema.safeParse({ projectId, budget: 999_999_999_999 }).success, true);
});
