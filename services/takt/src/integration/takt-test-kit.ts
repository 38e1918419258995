import assert from 'node:assert/strict';
import type { Connection } from 'mongoose';
import { taktRequests, type AuthContext, type PermissionCode } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER, type Role } from '@tenon/demo-data';
import { demoAuthOn, siblingServices, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startTaktService } from '../start-takt';

/** The demo tower plan the takt tests work on. */
export const where = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
/** Working activities (not summaries) of the demo tower plan. */
export const ROOF_SLAB = '7e4e00070000000000000038';
export const PLUMBING = '7e4e00070000000000000043';

/** A takt user who may read the master plan (the assign screen lists its activities), with any other areas given. */
export function taktPlanner(role: Role = 'planner', code: 'AC' | 'V' = 'AC', extra: Record<string, PermissionCode> = {}): AuthContext {
  const auth = demoAuthOn(role, 'takt.planning', code);
  return { ...auth, permissions: { ...auth.permissions!, 'masterplan.gantt': 'V', ...extra } };
}

/** The wizard's automatic tower: `levels` levels of `unitsPerLevel` units. */
export const automaticTower = (name: string, levels: number, unitsPerLevel: number) => ({
  ...where,
  type: 'tall_building',
  name,
  mode: 'automatic',
  automatic: { locationLabel: 'Level', start: 1, end: levels, unitLabel: 'Unit', unitsPerLocation: unitsPerLevel },
});

export interface TaktWithPlanServices {
  running: ServiceUnderTest;
  /** The lookahead's database, where takt tasks are stored. */
  lookaheadDb: Connection;
  /** Asks the takt service (or, through Kafka, any service) and fails the test on an error reply. */
  ask: <T>(topic: string, auth: AuthContext, data: unknown) => Promise<T>;
  stop(): Promise<void>;
}

/** The takt service in-process with the real projects, masterplan and lookahead services beside it. */
export async function startTaktWithPlanServices(probe: AuthContext = taktPlanner()): Promise<TaktWithPlanServices> {
  const running = await startWithProjects({ name: 'takt', start: startTaktService });
  const siblings = siblingServices();
  siblings.start('masterplan');
  siblings.start('lookahead');
  const lookaheadDb = await siblings.connect('lookahead');
  await running.waitUntilReady(() => running.ask(taktRequests.assignView, probe, where));
  return {
    running,
    lookaheadDb,
    ask: async <T>(topic: string, auth: AuthContext, data: unknown): Promise<T> => {
      const reply = await running.ask<T>(topic, auth, data);
      if (!reply.ok) assert.fail(`${topic} failed: ${JSON.stringify(reply.error)}`);
      return reply.data;
    },
    async stop() {
      await running.stop();
      await siblings.stopAll();
    },
  };
}
