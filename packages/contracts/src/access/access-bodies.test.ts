import { test } from 'node:test';
import assert from 'node:assert/strict';
import { budgetSchema, INVITE_ROWS_MESSAGE, invitationsBodySchema, onboardingInviteBodySchema, onboardingProjectBodySchema, projectSizeSchema, signupCompleteBodySchema } from './access-bodies';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

test('invite rows: a valid e-mail and a role, or both blank; blank rows are dropped', () => {
  const parsed = invitationsBodySchema.parse({
    users: [
      { email: ' Ana@Acme.com', role: 'planner' },
      { email: '', role: '' },
      { email: 'luis@acme.com', role: 'client' },
    ],
  });
  assert.deepEqual(parsed.users, [
    { email: 'ana@acme.com', role: 'planner' },
    { email: 'luis@acme.com', role: 'client' },
  ]);
  assert.equal(parsed.lang, 'en');
});

test('invite rows: a row with only one of e-mail and role, a bad e-mail or a -1 role is the spec message', () => {
  for (const row of [{ email: 'ana@acme.com', role: '' }, { email: '', role: 'planner' }, { email: 'ana@acme', role: 'planner' }, { email: 'ana@acme.com', role: -1 }]) {
    const result = invitationsBodySchema.safeParse({ users: [row] });
    assert.equal(result.success, false, JSON.stringify(row));
  }
  const halfRow = invitationsBodySchema.safeParse({ users: [{ email: 'ana@acme.com', role: '' }] });
  assert.ok(messages(halfRow).includes(INVITE_ROWS_MESSAGE));
});

test('invitations need at least one guest and at most 5 rows; onboarding may skip with none', () => {
  assert.ok(messages(invitationsBodySchema.safeParse({ users: [{ email: '', role: '' }] })).includes(INVITE_ROWS_MESSAGE));
  const six = Array.from({ length: 6 }, (_, index) => ({ email: `guest${index}@acme.com`, role: 'planner' }));
  assert.ok(messages(invitationsBodySchema.safeParse({ users: six })).includes(INVITE_ROWS_MESSAGE));
  assert.equal(invitationsBodySchema.safeParse({ users: six.slice(0, 5) }).success, true);
  assert.deepEqual(onboardingInviteBodySchema.parse({ users: [] }).users, []);
  assert.equal(invitationsBodySchema.safeParse({ users: [{ email: 'root@acme.com', role: 'superadmin' }] }).success, false);
});

test('budget: dots stripped, at most 12 characters; size: 2 decimals', () => {
  assert.equal(budgetSchema.parse('1.250.000'), 1250000);
  assert.equal(budgetSchema.parse(300), 300);
  assert.equal(budgetSchema.safeParse('1234567890123').success, false);
  assert.equal(budgetSchema.safeParse('').success, false);
  assert.equal(projectSizeSchema.parse('12.75'), 12.75);
  assert.equal(projectSizeSchema.safeParse(12.755).success, false);
});

test('new project: every required field has its spec message', () => {
  const result = onboardingProjectBodySchema.safeParse({ name: ' ', type: '', country: '', currency: '', sizetype: '', budget: '', size: 'x' });
  const found = messages(result);
  for (const message of ['Name is required', 'Type is required', 'Country is required', 'Currency is required', 'Size Type is required', 'Budget is required', 'Size is required']) {
    assert.ok(found.includes(message), `${message} in ${found.join(', ')}`);
  }
});

test('sign-up completion: company name and size required, type optional', () => {
  const base = { name: 'Ana', lastname: 'Perez', password: 'Concrete9' };
  assert.equal(signupCompleteBodySchema.safeParse({ ...base, company: { name: 'Acme', size: 'under20' } }).success, true);
  assert.equal(signupCompleteBodySchema.safeParse({ ...base, company: { name: '', size: 'under20' } }).success, false);
  assert.equal(signupCompleteBodySchema.safeParse({ ...base, company: { name: 'Acme' } }).success, false);
  assert.equal(signupCompleteBodySchema.safeParse(base).success, true);
});
