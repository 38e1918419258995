import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, CompanyUser } from '@tenon/contracts';
import { withMemberNames } from './member-names';

const auth: AuthContext = { userId: 'u1', companyId: 'c1', role: 'planner', sessionId: 's1' };
const person = (id: string, name: string) => ({ id, name, lastname: 'Rossi', email: `${name.toLowerCase()}@site.test` }) as CompanyUser;
const identity = { company: { listUsers: () => Promise.resolve({ users: [person('u1', 'Mateo'), person('u2', 'Ana')] }) } } as never;

test("members get the names of the caller's company; an id outside it stays bare", async () => {
  const named = (await withMemberNames({ members: [{ userId: 'u2', isCreator: true }, { userId: 'x9', isCreator: false }] }, auth, identity)) as { members: unknown[] };
  assert.deepEqual(named.members, [
    { userId: 'u2', isCreator: true, name: 'Ana', lastname: 'Rossi', email: 'ana@site.test' },
    { userId: 'x9', isCreator: false },
  ]);
});

test('a reply without members passes unchanged', async () => {
  const reply = { schedules: [] };
  assert.equal(await withMemberNames(reply, auth, identity), reply);
});
