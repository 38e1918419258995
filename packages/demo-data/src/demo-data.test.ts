import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEMO_ACTIVITIES,
  DEMO_CALENDAR,
  DEMO_COMPANY,
  DEMO_ENTITLEMENTS,
  DEMO_LINKS,
  DEMO_MEMBERSHIPS,
  DEMO_PROJECTS,
  DEMO_SCHEDULES,
  DEMO_USERS,
  PLANT_ACTIVITIES,
  PLANT_PROGRESS_DATE,
  plantTaktTaskDates,
  HARBOR_VIEW_TOWER,
  ROLES,
  WORKDAY_MINUTES,
  demoUserByRole,
} from './index';
import { WorkingDays } from './working-days';

const OBJECT_ID = /^[0-9a-f]{24}$/;

test('every demo id is a valid ObjectId and no id is used twice', () => {
  const ids = [
    DEMO_COMPANY.id,
    DEMO_CALENDAR.id,
    ...[DEMO_USERS, DEMO_PROJECTS, DEMO_SCHEDULES, DEMO_MEMBERSHIPS, DEMO_ENTITLEMENTS, DEMO_ACTIVITIES, DEMO_LINKS].flatMap(
      (rows) => rows.map((row) => row.id),
    ),
  ];
  for (const id of ids) assert.match(id, OBJECT_ID);
  assert.equal(new Set(ids).size, ids.length);
});

test('one user per role with a role e-mail in the demo company', () => {
  assert.equal(DEMO_USERS.length, ROLES.length);
  for (const role of ROLES) {
    const user = demoUserByRole(role);
    assert.equal(user.email, `${role}@tenon.demo`);
    assert.equal(user.companyId, DEMO_COMPANY.id);
  }
});

test('two projects with two schedules each; one on the default modules, one on the extended set', () => {
  assert.equal(DEMO_PROJECTS.length, 2);
  for (const project of DEMO_PROJECTS) {
    assert.equal(DEMO_SCHEDULES.filter((s) => s.projectId === project.id).length, 2);
  }
  const modules = DEMO_ENTITLEMENTS.map((e) => [...e.modules].sort().join(','));
  assert.deepEqual(modules, ['analytics,lookahead,masterplan,weekly', 'analytics,lookahead,masterplan,productivity,takt,weekly']);
});

test('admins belong to every project, every user to at least one', () => {
  for (const role of ROLES) {
    const projects = DEMO_MEMBERSHIPS.filter((m) => m.userId === demoUserByRole(role).id).map((m) => m.projectId);
    assert.ok(projects.length >= 1, role);
    if (role === 'admin' || role === 'superadmin') assert.equal(projects.length, DEMO_PROJECTS.length, role);
  }
});

test('the tower master plan is a realistic outline', () => {
  assert.ok(DEMO_ACTIVITIES.length >= 60 && DEMO_ACTIVITIES.length <= 120);
  const byId = new Map(DEMO_ACTIVITIES.map((a) => [a.id, a]));
  for (const activity of DEMO_ACTIVITIES) {
    assert.equal(activity.scheduleId, HARBOR_VIEW_TOWER.id);
    if (activity.parentId !== null) assert.equal(byId.get(activity.parentId)?.kind, 'summary');
    if (activity.kind === 'milestone') {
      assert.equal(activity.duration, 0);
      assert.equal(activity.start, activity.finish);
    } else {
      assert.ok(activity.duration > 0 && activity.duration % WORKDAY_MINUTES === 0, activity.name);
      assert.ok(activity.start < activity.finish, activity.name);
    }
    assert.ok(activity.progress >= 0 && activity.progress <= 100);
  }
  assert.deepEqual(
    DEMO_ACTIVITIES.map((a) => a.correlativeId),
    DEMO_ACTIVITIES.map((_, index) => index + 1),
  );
  const linkTypes = new Set(DEMO_LINKS.map((l) => l.type));
  assert.deepEqual([...linkTypes].sort(), ['FF', 'FS', 'SS']);
  assert.ok(DEMO_LINKS.some((l) => l.lag > 0));
});

test('activities start and finish on working days of the calendar', () => {
  const days = new WorkingDays(DEMO_CALENDAR, '2026-01-01');
  for (const activity of DEMO_ACTIVITIES) {
    assert.ok(days.isWorking(activity.start.slice(0, 10)), `${activity.name} starts ${activity.start}`);
    assert.ok(days.isWorking(activity.finish.slice(0, 10)), `${activity.name} finishes ${activity.finish}`);
  }
});

test('the dates respect every link and its lag', () => {
  const days = new WorkingDays(DEMO_CALENDAR, '2026-03-02');
  const index = new Map<string, number>();
  for (let i = 0; i < 400; i++) index.set(days.dateOf(i), i);
  // Working-day index of a start (inclusive) and of a finish (exclusive).
  const startIndex = (iso: string): number => index.get(iso.slice(0, 10))! + (iso.endsWith('17:00') ? 1 : 0);
  const finishIndex = (iso: string): number => index.get(iso.slice(0, 10))! + (iso.endsWith('17:00') ? 1 : 0);
  const byId = new Map(DEMO_ACTIVITIES.map((a) => [a.id, a]));
  for (const link of DEMO_LINKS) {
    const pred = byId.get(link.predecessorId)!;
    const succ = byId.get(link.successorId)!;
    const lag = link.lag / WORKDAY_MINUTES;
    const ok =
      link.type === 'FS'
        ? startIndex(succ.start) >= finishIndex(pred.finish) + lag
        : link.type === 'SS'
          ? startIndex(succ.start) >= startIndex(pred.start) + lag
          : finishIndex(succ.finish) >= finishIndex(pred.finish) + lag;
    assert.ok(ok, `${pred.name} ${link.type}+${lag} ${succ.name}`);
  }
});

test('holidays are not working days', () => {
  const days = new WorkingDays(DEMO_CALENDAR, '2026-01-01');
  assert.equal(days.isWorking('2026-09-07'), false);
  assert.equal(days.isWorking('2026-12-28'), false);
  assert.equal(days.isWorking('2026-09-08'), true);
  assert.equal(days.isWorking('2026-09-12'), false);
});

test("the plant's takt train is under way on its progress date: finished areas done but one behind per level, the current period partly done, the last one not started", () => {
  const tasks = plantTaktTaskDates();
  const due = tasks.filter((t) => t.finish.slice(0, 10) <= PLANT_PROGRESS_DATE);
  const future = tasks.filter((t) => t.start.slice(0, 10) > PLANT_PROGRESS_DATE);
  const current = tasks.filter((t) => !due.includes(t) && !future.includes(t));
  assert.ok(due.length > 0 && current.length > 0 && future.length > 0);
  assert.ok(due.every((t) => t.progress === 100 || t.progress === 60));
  assert.ok(due.some((t) => t.progress === 60), 'some area is behind');
  assert.deepEqual([...new Set(current.map((t) => t.progress))].sort((a, b) => a - b), [0, 50, 67, 100]);
  assert.ok(future.every((t) => t.progress === 0));
  for (const activity of PLANT_ACTIVITIES) {
    const own = tasks.filter((t) => t.activityId === activity.id);
    assert.equal(activity.progress, Math.round(own.reduce((sum, t) => sum + t.progress, 0) / own.length));
  }
});
