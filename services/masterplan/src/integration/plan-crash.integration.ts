import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { planActivityDefaults, callerReplyTopic, masterplanRequests, type PlanActivity, type PlanReply, type ServiceReply } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_PODIUM } from '@tenon/demo-data';
import { KafkaJsRequestTransport, KafkaRequester } from '@tenon/service-kit';
import { demoAuthOn, randomObjectId, siblingServices, stopChild } from '@tenon/service-kit/testing';

/**
 * A save interrupted by killing the masterplan process between its writes (after the journal, after the commit, after
 * the rows) leaves the old plan or the new one, never a mix, and a restarted service serves it consistently.
 */
const run = randomBytes(4).toString('hex');
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const services = siblingServices(run);
const planner = demoAuthOn('planner', 'masterplan.gantt', 'AC');

let masterplan: ChildProcess | undefined;
let requester: KafkaRequester;

const read = (timeoutMs = 5000) =>
  requester.request(masterplanRequests.readPlan, { auth: planner, data: { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id } }, { timeoutMs });

async function startMasterplan(extra: Record<string, string> = {}): Promise<void> {
  masterplan = services.start('masterplan', extra);
  for (let attempt = 0; attempt < 60; attempt++) {
    const reply = await read(2000).catch(() => undefined);
    if (reply?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail('the masterplan service did not answer');
}

async function currentPlan(): Promise<PlanReply> {
  const reply: ServiceReply<PlanReply> = await read();
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}

function activity(correlativeId: number, name: string): PlanActivity {
  return {
    id: randomObjectId(), correlativeId, name, kind: 'task', parentId: null, order: correlativeId, duration: 480, start: '2027-04-01T08:00', finish: '2027-04-01T17:00',
    ...planActivityDefaults(),
  };
}

before(async () => {
  const kafka = new Kafka({ clientId: `plan-crash-${run}`, brokers, logLevel: logLevel.NOTHING });
  requester = new KafkaRequester(new KafkaJsRequestTransport(kafka, callerReplyTopic('gateway'), `plan-crash-${run}`), 5000);
  await requester.start();
  services.start('projects');
  await startMasterplan();
});

after(async () => {
  await requester.stop();
  await services.stopAll();
});

for (const [index, point] of (['journal', 'commit', 'rows'] as const).entries()) {
  const expectNew = point !== 'journal';
  test(`killed after the ${point} write, a save ends in the ${expectNew ? 'new' : 'old'} version whole`, async () => {
    const before = await currentPlan();
    const added = [activity(500 + index * 10, `Crash ${point} A`), activity(501 + index * 10, `Crash ${point} B`)];
    const link = { id: randomObjectId(), predecessorId: added[0]!.id, successorId: added[1]!.id, type: 'FS' as const, lag: 0 };
    await stopChild(masterplan);
    await startMasterplan({ MASTERPLAN_CRASH_AFTER: point });
    const crashed = new Promise<number | null>((resolve) => masterplan!.once('exit', (code) => resolve(code)));
    const began = Date.now();
    await assert.rejects(
      requester.request(
        masterplanRequests.savePlan,
        { auth: planner, data: { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, baseVersion: before.version, activities: { upsert: added, delete: [] }, links: { upsert: [link], delete: [] } } },
        { timeoutMs: 4000 },
      ),
      'the save is never answered: the process died in the middle',
    );
    assert.equal(await crashed, 70);
    await startMasterplan();
    const recovered = Date.now() - began;
    const after = await currentPlan();
    const present = added.filter((a) => after.activities.some((row) => row.id === a.id)).length;
    const linked = after.links.some((row) => row.id === link.id);
    if (expectNew) {
      assert.equal(after.version, before.version + 1);
      assert.deepEqual([present, linked], [2, true], 'every row of the save is there');
    } else {
      assert.equal(after.version, before.version);
      assert.deepEqual([present, linked], [0, false], 'no row of the save is there');
    }
    process.stdout.write(`# crash after ${point}: ${expectNew ? 'new' : 'old'} version served ${recovered} ms after the save was sent\n`);
  });
}
