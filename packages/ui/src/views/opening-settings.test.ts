import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SavedView } from '@tenon/contracts/types';
import { openingSettings } from './opening-settings';

interface Look {
  group: string;
  weeks: number;
  columns: string[];
}

const DEFAULTS: Look = { group: 'none', weeks: 4, columns: ['name', 'start'] };
// A saved look gets the columns added to the screen since it was saved.
const settle = (saved: Look): Look => ({ ...DEFAULTS, ...saved, columns: [...saved.columns, ...DEFAULTS.columns.filter((c) => !saved.columns.includes(c))] });
const view = (settings: Look): SavedView<Look> => ({ id: 'v1', name: null, public: false, ownerId: 'u1', settings, updatedAt: '2026-11-30T08:00:00.000Z', editable: true });

test('the screen opens with the saved default, made whole with what the screen gained since', () => {
  const saved = { group: 'subcontract', weeks: 6, columns: ['name'] };
  assert.deepEqual(openingSettings({ default: view(saved), views: [] }, DEFAULTS, settle, undefined), { group: 'subcontract', weeks: 6, columns: ['name', 'start'] });
});

test('what the link asked for wins over the saved default; without it the saved weeks stay', () => {
  const saved = { group: 'subcontract', weeks: 6, columns: ['name', 'start'] };
  assert.equal(openingSettings({ default: view(saved), views: [] }, DEFAULTS, settle, { weeks: 2 })?.weeks, 2);
  assert.equal(openingSettings({ default: view(saved), views: [] }, DEFAULTS, settle, {})?.weeks, 6);
});

test('a user who never changed the look opens with the plain defaults and the link; unknown views give nothing yet', () => {
  assert.deepEqual(openingSettings({ default: null, views: [] }, DEFAULTS, settle, { weeks: 8 }), { ...DEFAULTS, weeks: 8 });
  assert.equal(openingSettings(undefined, DEFAULTS, settle, { weeks: 8 }), undefined);
});
