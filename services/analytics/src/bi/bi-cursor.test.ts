import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeBiCursor, decodeBiPlaceCursor, encodeBiCursor, encodeBiPlaceCursor } from './bi-cursor';

test('a cursor comes back as the change time and id it was made of', () => {
  const cursor = { updatedAt: new Date('2026-11-20T10:15:30.123Z'), id: '65a1b2c3d4e5f60718293a4b' };
  const text = encodeBiCursor(cursor);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(decodeBiCursor(text), cursor);
  // A fact keyed by its thing has a 32-digit string id.
  const fact = { updatedAt: new Date('2026-11-20T10:15:30.123Z'), id: '65a1b2c3d4e5f60718293a4b65a1b2c3' };
  assert.deepEqual(decodeBiCursor(encodeBiCursor(fact)), fact);
});

test('a cursor carries the total its first page counted; one handed out without it still reads', () => {
  const cursor = { updatedAt: new Date('2026-11-20T10:15:30.123Z'), id: '65a1b2c3d4e5f60718293a4b', total: 200_000 };
  assert.deepEqual(decodeBiCursor(encodeBiCursor(cursor)), cursor);
  const older = Buffer.from('1763633730123.65a1b2c3d4e5f60718293a4b').toString('base64url');
  assert.deepEqual(decodeBiCursor(older), { updatedAt: new Date(1763633730123), id: '65a1b2c3d4e5f60718293a4b' });
});

test('text that is not a cursor of ours is refused', () => {
  assert.equal(decodeBiCursor('abc'), undefined);
  assert.equal(decodeBiCursor(Buffer.from('12.{"$gt":1}').toString('base64url')), undefined);
  assert.equal(decodeBiCursor(Buffer.from('1700000000000.65a1b2c3d4e5f60718293a4').toString('base64url')), undefined);
  assert.equal(decodeBiCursor(Buffer.from('1700000000000.65a1b2c3d4e5f60718293a4b.-1').toString('base64url')), undefined);
});

test('a page of activities hands out a place cursor that comes back as it was, and refuses one that is not', () => {
  const cursor = { scheduleId: '65a1b2c3d4e5f60718293a4b', chunk: 31, key: '65a1b2c3d4e5f60718293a4c', total: 200_000 };
  const text = encodeBiPlaceCursor(cursor);
  assert.match(text, /^[A-Za-z0-9_-]{1,200}$/);
  assert.deepEqual(decodeBiPlaceCursor(text), cursor);
  const { total: _total, ...withoutTotal } = cursor;
  assert.deepEqual(decodeBiPlaceCursor(encodeBiPlaceCursor(withoutTotal)), withoutTotal);
  const of = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  assert.equal(decodeBiPlaceCursor(of(['p', { $gt: '' }, 0, 'k'])), undefined);
  assert.equal(decodeBiPlaceCursor(of(['p', 's', -1, 'k'])), undefined);
  assert.equal(decodeBiPlaceCursor(of(['p', 's', 0, 'k', 1.5])), undefined);
  assert.equal(decodeBiPlaceCursor(of(['x', 's', 0, 'k'])), undefined);
  assert.equal(decodeBiPlaceCursor('not json'), undefined);
  // A change-order cursor is not a place cursor.
  assert.equal(decodeBiPlaceCursor(encodeBiCursor({ updatedAt: new Date(), id: '65a1b2c3d4e5f60718293a4b' })), undefined);
});
