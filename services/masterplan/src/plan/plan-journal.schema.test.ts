import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults } from '@tenon/contracts';
import { fromJournalDocument, toJournalDocument, type PlanJournalRecord } from './plan-journal.schema';

const journal = (activities: number): PlanJournalRecord => ({
  _id: 'j1',
  companyId: 'c',
  projectId: 'p',
  scheduleId: 's',
  baseVersion: 0,
  version: 1,
  savedBy: 'u',
  at: new Date('2026-01-05T10:00:00Z'),
  activities: {
    upsert: Array.from({ length: activities }, (_, i) => ({
      ...planActivityDefaults(),
      id: i.toString(16).padStart(24, '0'),
      correlativeId: i + 1,
      name: `Pour slab level ${i} and strip the forms of the level below`,
      kind: 'task' as const,
      parentId: null,
      order: i,
      duration: 2400,
      start: '2026-02-02T08:00',
      finish: '2026-02-06T17:00',
    })),
    delete: ['ffffffffffffffffffffffff'],
  },
  links: { upsert: [], delete: [] },
});

test('a journal of a 50,000-activity import fits a database document, and reads back whole', () => {
  const record = journal(50_000);
  const stored = toJournalDocument(record);
  assert.ok(stored.changesGz !== undefined && stored.changesGz.length < 16 * 1024 * 1024 - 1024, `${stored.changesGz?.length} bytes`);
  assert.deepEqual(fromJournalDocument(stored), record);
});

test('a journal written as plain text before compression still reads', () => {
  const { activities, links, ...rest } = journal(2);
  assert.deepEqual(fromJournalDocument({ ...rest, changes: JSON.stringify({ activities, links }) }), { ...rest, activities, links });
  assert.throws(() => fromJournalDocument({ ...rest }), /holds no changes/);
});
