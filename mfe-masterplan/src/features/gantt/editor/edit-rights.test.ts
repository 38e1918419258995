import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editRights } from './edit-rights';

const concrete = { subcontractId: 'c0c0c0c0c0c0c0c0c0c0c0c0' };
const steel = { subcontractId: '5e5e5e5e5e5e5e5e5e5e5e5e' };
const nobody = { subcontractId: null };

test('full editing changes every row, a subcontractor only its own, a viewer none', () => {
  const all = editRights({ scope: 'all' });
  assert.deepEqual([all.canEdit, all.canEditAll, all.ownSubcontractId], [true, true, null]);
  assert.deepEqual([concrete, steel, nobody].map(all.canEditRow), [true, true, true]);

  const own = editRights({ scope: 'subcontract', subcontractId: concrete.subcontractId });
  assert.deepEqual([own.canEdit, own.canEditAll, own.ownSubcontractId], [true, false, concrete.subcontractId]);
  assert.deepEqual([concrete, steel, nobody].map(own.canEditRow), [true, false, false]);

  const none = editRights({ scope: 'none' });
  assert.deepEqual([none.canEdit, none.canEditAll], [false, false]);
  assert.deepEqual([concrete, steel, nobody].map(none.canEditRow), [false, false, false]);
});
