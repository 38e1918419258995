import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StampedCopies, type Stamp } from './stamps';

const at = (stamp: number, epoch = 'e1'): Stamp => ({ epoch, stamp });

test('a copy is trusted at the stamp it was kept at, not at another or after the stamp was made again', () => {
  const copies = new StampedCopies<string[]>(10);
  copies.keep('s1', at(3), ['a']);
  assert.deepEqual(copies.at('s1', at(3)), ['a']);
  assert.equal(copies.at('s1', at(4)), undefined, 'another write came since');
  assert.equal(copies.at('s1', at(3, 'e2')), undefined, 'the stamp was lost and counted again from one');
  assert.equal(copies.at('s2', at(3)), undefined);
});

test('a write applies itself to a copy one stamp behind, and drops a copy another write left behind', () => {
  const copies = new StampedCopies<string[]>(10);
  copies.keep('s1', at(3), ['a']);
  copies.wrote('s1', at(4), (rows) => [...rows, 'b']);
  assert.deepEqual(copies.at('s1', at(4)), ['a', 'b']);
  // Another process wrote stamp 5: this process's write lands at 6 and cannot tell what 5 changed.
  copies.wrote('s1', at(6), (rows) => [...rows, 'c']);
  assert.equal(copies.at('s1', at(6)), undefined);
  copies.keep('s1', at(6), ['a', 'b', 'x', 'c']);
  copies.wrote('s1', at(7));
  assert.equal(copies.at('s1', at(7)), undefined, 'a write that cannot say what it changed drops the copy');
});

test('a copy read before a write that landed meanwhile does not replace the newer copy', () => {
  const copies = new StampedCopies<string[]>(10);
  copies.keep('s1', at(3), ['a']);
  copies.wrote('s1', at(4), (rows) => [...rows, 'b']);
  copies.keep('s1', at(3), ['a']);
  assert.deepEqual(copies.at('s1', at(4)), ['a', 'b']);
  copies.keep('s1', at(1, 'e2'), ['z']);
  assert.deepEqual(copies.at('s1', at(1, 'e2')), ['z'], 'a new epoch replaces the old one');
});

test('past its capacity the least recently used copy goes first', () => {
  const copies = new StampedCopies<number>(2);
  copies.keep('a', at(1), 1);
  copies.keep('b', at(1), 2);
  copies.at('a', at(1));
  copies.keep('c', at(1), 3);
  assert.equal(copies.at('b', at(1)), undefined);
  assert.equal(copies.at('a', at(1)), 1);
  assert.equal(copies.at('c', at(1)), 3);
});
