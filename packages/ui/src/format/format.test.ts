import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatNumber, formatPercent, progressColor } from './number-format';
import { defaultDateFormat, formatDate, isDateFormat, toIsoDate } from './date-format';

test('numbers use a comma for decimals and dots for thousands', () => {
  assert.equal(formatNumber(1234567.891), '1.234.567,89');
  assert.equal(formatNumber(0), '0,00');
  assert.equal(formatNumber(-1500.5), '-1.500,50');
  assert.equal(formatNumber(999, 0), '999');
  assert.equal(formatNumber(-0.001), '0,00');
  assert.equal(formatNumber(Number.NaN), '-');
  assert.equal(formatPercent(72.4), '72 %');
});

test('progress colours switch at 30 and 70', () => {
  assert.equal(progressColor(29.9), 'red');
  assert.equal(progressColor(30), 'amber');
  assert.equal(progressColor(69.99), 'amber');
  assert.equal(progressColor(70), 'green');
});

test('dates follow the schedule format', () => {
  assert.equal(formatDate('2026-03-09T10:00:00.000Z', 'DD/MM/YY'), '09/03/26');
  assert.equal(formatDate('2026-03-09', 'MM/DD/YYYY'), '03/09/2026');
  assert.equal(formatDate('not a date', 'MM/DD/YY'), '-');
  assert.equal(toIsoDate(new Date(2026, 0, 5)), '2026-01-05');
});

test('the default date format depends on the language', () => {
  assert.equal(defaultDateFormat('en'), 'MM/DD/YY');
  assert.equal(defaultDateFormat('es'), 'DD/MM/YY');
  assert.equal(isDateFormat('DD/MM/YYYY'), true);
  assert.equal(isDateFormat('YYYY'), false);
});
