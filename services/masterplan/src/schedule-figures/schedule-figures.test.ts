import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scheduleFigures, wallClockNow, type FigureActivity } from './schedule-figures';

const tower = 'a'.repeat(24);
const podium = 'b'.repeat(24);
const activity = (scheduleId: string, start: string, finish: string, duration: number, progress: number): FigureActivity => ({
  scheduleId, start, finish, duration, progress,
});

test('dates span the activities and progress is weighted by duration', () => {
  const [figures] = scheduleFigures(
    [tower],
    [
      activity(tower, '2026-03-02T08:00', '2026-03-06T17:00', 2400, 100),
      activity(tower, '2026-03-09T08:00', '2026-03-20T17:00', 4800, 25),
      activity(tower, '2026-03-01T08:00', '2026-03-01T08:00', 0, 0),
    ],
    '2026-01-01T00:00',
  );
  assert.equal(figures!.startDate, '2026-03-01T08:00');
  assert.equal(figures!.finishDate, '2026-03-20T17:00');
  assert.equal(figures!.progress, 50);
  assert.equal(figures!.totalDuration, 7200);
  assert.equal(figures!.plannedProgress, 0);
});

test('planned progress counts finished activities whole and the running one by the share of its span elapsed', () => {
  const activities = [
    activity(tower, '2026-03-02T00:00', '2026-03-04T00:00', 1000, 0),
    activity(tower, '2026-03-04T00:00', '2026-03-08T00:00', 1000, 0),
    activity(tower, '2026-03-10T00:00', '2026-03-12T00:00', 2000, 0),
  ];
  const [figures] = scheduleFigures([tower], activities, '2026-03-05T00:00');
  // 1000 × 100 % + 1000 × 25 % + 2000 × 0 % over 4000.
  assert.equal(figures!.plannedProgress, 31.25);
  const [later] = scheduleFigures([tower], activities, '2026-04-01T00:00');
  assert.equal(later!.plannedProgress, 100);
});

test('each asked schedule gets its own figures in the asked order; one without activities has none', () => {
  const figures = scheduleFigures(
    [podium, tower],
    [activity(tower, '2026-03-02T08:00', '2026-03-06T17:00', 2400, 40), activity('c'.repeat(24), '2020-01-01T00:00', '2030-01-01T00:00', 10, 90)],
    '2026-03-01T00:00',
  );
  assert.deepEqual(figures.map((f) => f.scheduleId), [podium, tower]);
  assert.deepEqual(figures[0], { scheduleId: podium, startDate: null, finishDate: null, progress: 0, plannedProgress: 0, totalDuration: 0 });
  assert.equal(figures[1]!.progress, 40);
});

test('now is written in the activities wall-clock minute format', () => {
  assert.equal(wallClockNow(new Date('2026-05-04T09:07:33Z')), '2026-05-04T09:07');
});
