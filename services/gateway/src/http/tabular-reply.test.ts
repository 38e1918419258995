import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BinaryReply } from './gateway-route';
import { csvCell, csvOf, tabularReply } from './tabular-reply';

test('CSV cells: quotes, commas and line breaks quoted, lists joined, empty for null, formulas defused', () => {
  assert.equal(csvCell('Tower A, level 2'), '"Tower A, level 2"');
  assert.equal(csvCell('say "go"'), '"say ""go"""');
  assert.equal(csvCell(['a', 'b']), 'a|b');
  assert.equal(csvCell(null), '');
  assert.equal(csvCell(-3.5), '-3.5');
  assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvCell(true), 'true');
});

test('a page as CSV: the header row from the columns, one line per item in column order', () => {
  const csv = csvOf({ columns: ['id', 'name', 'progress'], items: [{ name: 'Slab', id: 'a1', progress: 40 }], nextCursor: null, total: 1 });
  assert.equal(csv, 'id,name,progress\r\na1,Slab,40\r\n');
});

test('format=csv answers text/csv with the paging headers; any other format is the JSON page as is', () => {
  const page = { columns: ['id'], items: [{ id: 'x' }], nextCursor: 'c2', total: 7 };
  const reply = tabularReply(page, 'csv');
  assert.ok(reply instanceof BinaryReply);
  assert.equal(reply.contentType, 'text/csv; charset=utf-8');
  assert.equal(reply.headers['X-Next-Cursor'], 'c2');
  assert.equal(reply.headers['X-Total-Count'], '7');
  assert.equal(reply.content.toString('utf8'), 'id\r\nx\r\n');
  assert.equal(tabularReply(page, 'json'), page);
  assert.equal(tabularReply(page, undefined), page);
});
