import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ScheduleModel } from '../model';
import { DurationScenario, ScenarioError } from './duration-scenario';
import { schedule } from './schedule';
import { DAY, iso, link, milestone, model, summary, task } from './test-models';

// Frame (S) holds Excavate 2d → Pour 3d → Handover; Scaffold 1d runs beside Pour with float.
function plan(pourDays = 3): ScheduleModel {
  return model(
    [
      summary('S'),
      task('Excavate', 2, { parentId: 'S' }),
      task('Pour', pourDays, { parentId: 'S' }),
      task('Scaffold', 1, { parentId: 'S' }),
      milestone('Handover'),
    ],
    [link('Excavate', 'Pour'), link('Excavate', 'Scaffold'), link('Pour', 'Handover'), link('Scaffold', 'Handover')],
  );
}

function sameAs(scenario: DurationScenario, expected: ScheduleModel): void {
  const full = schedule(expected);
  const got = scenario.result();
  assert.equal(got.projectFinish, full.projectFinish);
  for (const [id, result] of full.activities) assert.deepEqual(got.activities.get(id), result, id);
}

describe('duration scenario', () => {
  it('schedules the plan as the engine does before any override', () => {
    sameAs(new DurationScenario(plan()), plan());
  });

  it('a longer critical activity moves the finish, and the result is what a full schedule of that plan gives', () => {
    const scenario = new DurationScenario(plan());
    const before = iso(scenario.result().projectFinish);
    const run = scenario.apply(new Map([['Pour', 5 * DAY]]));
    assert.equal(run.full, false, 'only what the edit reaches is recomputed');
    assert.equal(before, '2024-03-08T17:00');
    assert.equal(iso(scenario.result().projectFinish), '2024-03-12T17:00');
    sameAs(scenario, plan(5));
  });

  it('an override left out of the next set goes back to the planned duration', () => {
    const scenario = new DurationScenario(plan());
    scenario.apply(new Map([['Pour', 5 * DAY], ['Scaffold', 6 * DAY]]));
    assert.equal(scenario.result().activities.get('Scaffold')!.critical, true);
    scenario.apply(new Map());
    sameAs(scenario, plan());
  });

  it('a refused duration names the activity and leaves the last scenario as it was', () => {
    const scenario = new DurationScenario(plan());
    scenario.apply(new Map([['Pour', 5 * DAY]]));
    const refusals: Array<[string, number, ScenarioError['reason']]> = [
      ['Pour', -DAY, 'invalid'],
      ['Pour', 1.5, 'invalid'],
      ['S', DAY, 'summary'],
      ['Handover', DAY, 'milestone'],
      ['Nowhere', DAY, 'unknown'],
    ];
    for (const [id, minutes, reason] of refusals) {
      assert.throws(
        () => scenario.apply(new Map([['Scaffold', 9 * DAY], [id, minutes]])),
        (error: unknown) => error instanceof ScenarioError && error.activityId === id && error.reason === reason && error.message.startsWith(`Activity ${id}:`),
      );
    }
    sameAs(scenario, plan(5));
  });
});
