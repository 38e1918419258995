import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { minutesFromIso, type ScheduleModel } from '@tenon/scheduling';
import { addActivity, addLink, type PlanState } from '../editor/plan-edits';
import { engineModel, enginePlan, planBase } from '../editor/engine-model';
import type { WhatIfResponse } from './what-if-protocol';
import { WhatIfRunner } from './what-if-runner';
import { planInParts } from './plan-parts';

const id = (n: number) => n.toString(16).padStart(24, '0');
const calendar = { id: 'cal', name: 'Standard', week: Array.from({ length: 7 }, (_, day) => ({ working: day > 0 && day < 6, shifts: [{ from: 480, to: 1020 }] })), exceptions: [], hoursPerDay: 8, hoursPerWeek: 40 };
const settings: Omit<ScheduleModel, 'activities' | 'links'> = {
  source: 'native',
  options: { scheduleFrom: 'start', projectStart: minutesFromIso('2027-01-04T08:00'), progressMode: 'retained-logic', totalFloatMode: 'finish', critical: { kind: 'float', threshold: 0 }, lagCalendar: 'predecessor', defaultCalendarId: 'cal', hoursPerDay: 8, hoursPerWeek: 40 },
  calendars: [calendar],
};

/** A chain of five tasks, each finish-to-start after the one before. */
function chain(): PlanState {
  let state: PlanState = { activities: [], links: [] };
  for (let n = 1; n <= 5; n += 1) state = addActivity(state, { afterId: state.activities.at(-1)?.id ?? null, kind: 'task', id: id(n), name: `A${n}`, start: '2027-01-04T08:00', minutesPerDay: 480 });
  for (let n = 1; n < 5; n += 1) state = addLink(state, { id: id(100 + n), predecessorId: id(n), successorId: id(n + 1), type: 'FS', lag: 0 });
  return state;
}

function loaded(): WhatIfRunner {
  const runner = new WhatIfRunner();
  const state = chain();
  const answer = runner.handle({ requestId: 1, type: 'load-plan', plan: enginePlan(state), base: planBase(settings, state.activities), today: '2027-01-04' });
  assert.equal(answer.ok, true, answer.ok ? '' : answer.message);
  return runner;
}

const finishes = (response: WhatIfResponse) => (response.ok ? [...response.columns.earlyFinish] : response.message);

test('warming the engine up leaves the plan and the edits made on it as they were', () => {
  const cold = loaded();
  const warm = loaded();
  const edit = [[id(2), 3 * 480]] as Array<[string, number]>;
  assert.deepEqual(finishes(warm.handle({ requestId: 2, type: 'apply', durations: edit })), finishes(cold.handle({ requestId: 2, type: 'apply', durations: edit })));
  warm.warmUp();
  // The same overrides again: nothing moved while warming up, so nothing is recomputed.
  const again = warm.handle({ requestId: 3, type: 'apply', durations: edit });
  assert.equal(again.ok && again.recomputed, 0);
  assert.deepEqual(finishes(again), finishes(cold.handle({ requestId: 3, type: 'apply', durations: edit })));
  const next = [...edit, [id(4), 2 * 480]] as Array<[string, number]>;
  assert.deepEqual(finishes(warm.handle({ requestId: 4, type: 'apply', durations: next })), finishes(cold.handle({ requestId: 4, type: 'apply', durations: next })));
});

test('a model loaded in the worker is named in the first answer only; a plan the page sent is not named back', () => {
  const runner = loaded();
  const edit = runner.handle({ requestId: 2, type: 'apply', durations: [[id(2), 2 * 480]] });
  assert.equal(edit.ok && edit.columns.ids, undefined, 'the page knows the order of the plan it sent');
  const state = chain();
  const model = engineModel(enginePlan(state), planBase(settings, state.activities), '2027-01-04');
  const first = runner.handle({ requestId: 3, type: 'load', model });
  assert.deepEqual(first.ok && first.columns.ids, [1, 2, 3, 4, 5].map(id));
  const next = runner.handle({ requestId: 4, type: 'apply', durations: [[id(2), 2 * 480]] });
  assert.equal(next.ok && next.columns.ids, undefined, 'an edit moves no activity');
});

test('a plan sent in parts is scheduled as the same plan sent whole', () => {
  let state = chain();
  for (let n = 6; n <= 12; n += 1) state = addActivity(state, { afterId: state.activities.at(-1)!.id, kind: 'task', id: id(n), name: `A${n}`, start: '2027-01-04T08:00', minutesPerDay: 480 });
  state = addLink(state, { id: id(200), predecessorId: id(5), successorId: id(9), type: 'FS', lag: 480 });
  const request = { requestId: 1, type: 'load-plan' as const, plan: state, base: planBase(settings, state.activities), today: '2027-01-04' };
  const whole = new WhatIfRunner().handle(request);
  for (const partRows of [1, 2, 5, 12, 100]) {
    const runner = new WhatIfRunner();
    const messages = planInParts(request, partRows).map((message) => message());
    assert.equal(messages.length, Math.max(1, Math.ceil(12 / partRows)), `${partRows} rows a part`);
    let answer: WhatIfResponse | undefined;
    for (const message of messages) {
      if (message.type === 'plan-part') runner.receivePart(message);
      else answer = runner.handle(message);
    }
    assert.deepEqual(finishes(answer!), finishes(whole), `${partRows} rows a part`);
  }
});
