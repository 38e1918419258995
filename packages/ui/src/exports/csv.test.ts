import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toCsv } from './csv';

test('CSV quotes what would break a cell, leaves empty cells empty and ends every line with CRLF', () => {
  assert.equal(toCsv(['name', 'ppc'], [['Level 1, east', 80], ['He said "now"', null], ['two\nlines', 0]]), 'name,ppc\r\n"Level 1, east",80\r\n"He said ""now""",\r\n"two\nlines",0\r\n');
});
