import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submittalDates } from './submittal-dates';

test('a submittal is back-scheduled from the day it must be on site: lead time, then the two reviews', () => {
  // Curtain wall starts 2027-03-15: 42 days to fabricate, 14 for the architect, 5 in house.
  const dates = submittalDates({ leadTimeDays: 42, designReviewDays: 14, internalReviewDays: 5, requiredOnSite: null }, '2027-03-15T08:00', '2027-01-04');
  assert.deepEqual(dates, { requiredOnSite: '2027-03-15', approvalBy: '2027-02-01', submitBy: '2027-01-13', daysToSubmit: 9 });
});

test('a required-on-site day of its own wins over the activity start, and a past submit-by day counts as late', () => {
  const dates = submittalDates({ leadTimeDays: 10, designReviewDays: 0, internalReviewDays: 0, requiredOnSite: '2027-03-01' }, '2027-03-15T08:00', '2027-02-25');
  assert.deepEqual([dates.requiredOnSite, dates.approvalBy, dates.submitBy, dates.daysToSubmit], ['2027-03-01', '2027-02-19', '2027-02-19', -6]);
});

test('across a leap day and a year end the days are calendar days', () => {
  assert.equal(submittalDates({ leadTimeDays: 1, designReviewDays: 0, internalReviewDays: 0, requiredOnSite: '2028-03-01' }, '2028-03-01T08:00', '2028-01-01').approvalBy, '2028-02-29');
  assert.equal(submittalDates({ leadTimeDays: 0, designReviewDays: 1, internalReviewDays: 1, requiredOnSite: '2027-01-01' }, '2027-01-01T08:00', '2026-12-01').submitBy, '2026-12-30');
});
