import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, TaktTree } from '@tenon/contracts';
import { ServiceError, type TenantScope } from '@tenon/service-kit';
import type { TaktAccess } from '../access/takt-access';
import { assertDeleteConfirmed } from './takt-errors';
import type { TaktNode, TaktNodesRepository } from './takt-nodes.repository';
import { TaktNodesService } from './takt-nodes.service';
import type { TaktTreeReader } from './takt-tree.reader';

const scope: TenantScope = { companyId: 'c1' };
const where = { projectId: 'p1', scheduleId: 's1' };
const auth = {} as AuthContext;
const node = (id: string, order: number): TaktNode => ({ _id: id, companyId: 'c1', scheduleId: 's1', name: id, order });

/** Nodes kept in memory, all siblings of one another, with every call to the repository written down. */
function nodes(stored: TaktNode[]) {
  const calls: string[] = [];
  const repository = {
    inSchedule: (_scope: TenantScope, _scheduleId: string, id: string) => Promise.resolve(stored.find((n) => n._id === id) ?? null),
    rename: (_scope: TenantScope, _scheduleId: string, id: string, name: string) => {
      calls.push(`rename ${id} ${name}`);
      return Promise.resolve(stored.some((n) => n._id === id));
    },
    setOrders: (_scope: TenantScope, _scheduleId: string, ids: readonly string[]) => {
      calls.push(`setOrders ${ids.join(',')}`);
      return Promise.resolve();
    },
  };
  const access = { allowed: () => Promise.resolve(scope) } as unknown as TaktAccess;
  const tree = { read: (_scope: TenantScope, scheduleId: string) => Promise.resolve({ scheduleId, structures: [], locations: [], units: [] }) } as unknown as TaktTreeReader;
  class Service extends TaktNodesService<TaktNode> {
    constructor() {
      super(access, tree, repository as unknown as TaktNodesRepository<TaktNode>, 'location');
    }

    protected async siblingsOf(scope: TenantScope, scheduleId: string, id: string): Promise<TaktNode[]> {
      await this.own(scope, scheduleId, id);
      return stored;
    }
  }
  return { service: new Service(), calls };
}

const codeOf = async (answer: Promise<TaktTree>) => {
  const error = await answer.then(() => undefined, (thrown: unknown) => thrown);
  assert.ok(error instanceof ServiceError);
  return [error.code, error.status, error.details];
};

test('a rename answers the whole tree, and an id not of the schedule as an unknown node of its kind', async () => {
  const { service, calls } = nodes([node('a', 0)]);
  assert.equal((await service.rename(auth, { ...where, nodeId: 'a', name: 'Level 1' })).scheduleId, 's1');
  assert.deepEqual(await codeOf(service.rename(auth, { ...where, nodeId: 'x', name: 'Level 2' })), ['TAKT_NODE_UNKNOWN', 404, { kind: 'location', id: 'x' }]);
  assert.deepEqual(calls, ['rename a Level 1', 'rename x Level 2']);
});

test('a reorder names every sibling once or nothing is stored', async () => {
  const { service, calls } = nodes([node('a', 0), node('b', 1)]);
  assert.deepEqual(await codeOf(service.reorder(auth, { ...where, ids: ['b'] })), ['TAKT_REORDER_MISMATCH', 400, undefined]);
  assert.deepEqual(await codeOf(service.reorder(auth, { ...where, ids: ['x', 'a'] })), ['TAKT_NODE_UNKNOWN', 404, { kind: 'location', id: 'x' }]);
  assert.deepEqual(calls, []);
  await service.reorder(auth, { ...where, ids: ['b', 'a'] });
  assert.deepEqual(calls, ['setOrders b,a']);
});

test('a delete reaching units with tasks needs the typed word', () => {
  assertDeleteConfirmed([{ activityIds: [] }], undefined);
  assertDeleteConfirmed([{ activityIds: ['t1'] }], 'eliminar');
  assert.throws(() => assertDeleteConfirmed([{ activityIds: [] }, { activityIds: ['t1'] }], 'yes'), { code: 'TAKT_DELETE_NEEDS_CONFIRMATION' });
});
