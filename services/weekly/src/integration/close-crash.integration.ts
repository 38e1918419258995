import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { Types, type Connection } from 'mongoose';
import { callerReplyTopic, weeklyEvents, weeklyRequests, type DomainEvent, type TopicRequest, type WeekClosedEvent, type WeekReply } from '@tenon/contracts';
import { demoId, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { KafkaJsRequestTransport, KafkaRequester, namespacedTopic } from '@tenon/service-kit';
import { demoAuthOn, siblingServices, stopChild } from '@tenon/service-kit/testing';

/**
 * A close cut short by killing the weekly process right after the week turned closed, before its event went out: the
 * retried close (or the next reader) sends the one event the close owes, the week holds one PPC, and the lookahead gets
 * the realized progress. Every service runs as its own process, as in production.
 */
const run = randomBytes(4).toString('hex');
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const services = siblingServices(run);
const planner = demoAuthOn('lastplanner', 'weekly.plan', 'AC');
const schedule = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const WEEK = '2026-11-23';
const task = (n: number) => demoId('task', n);

let weekly: ChildProcess | undefined;
let requester: KafkaRequester;
let consumer: Consumer;
let weeklyDb: Connection;
let lookaheadDb: Connection;
/** The closed events of the demo week seen on the topic since the test began. */
const closedEvents: Array<DomainEvent<WeekClosedEvent>> = [];

type WeekTopic = typeof weeklyRequests.readWeek | typeof weeklyRequests.closeWeek | typeof weeklyRequests.resetWeek;
const ask = <T extends WeekTopic>(topic: T, data: TopicRequest<T>, timeoutMs = 10_000) => requester.request(topic, { auth: planner, data }, { timeoutMs });

async function readWeek(): Promise<WeekReply> {
  const reply = await ask(weeklyRequests.readWeek, { ...schedule, date: WEEK });
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}

async function startWeekly(extra: Record<string, string> = {}): Promise<void> {
  weekly = services.start('weekly', extra);
  for (let attempt = 0; attempt < 120; attempt++) {
    const reply = await ask(weeklyRequests.readWeek, { ...schedule, date: WEEK }, 2000).catch(() => undefined);
    if (reply?.ok && reply.data.commitments.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail('the weekly service did not answer with its demo week');
}

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 60 && !done(value); attempt += 1) {
    await new Promise((r) => setTimeout(r, 500));
    value = await read();
  }
  assert.ok(done(value), `${what}: ${JSON.stringify(value)}`);
  return value;
}

/** Closes the demo week with the weekly process set to die right after the close's write; resolves once it died. */
async function closeAndCrash(realized: Array<{ commitmentId: string; percent: number }>): Promise<void> {
  await stopChild(weekly);
  await startWeekly({ WEEKLY_CRASH_AFTER: 'close-write' });
  const died = new Promise<number | null>((resolve) => weekly!.once('exit', (code) => resolve(code)));
  await assert.rejects(ask(weeklyRequests.closeWeek, { ...schedule, weekStart: WEEK, realized }, 4000), 'the close is never answered: the process died in the middle');
  assert.equal(await died, 70);
}

const storedWeek = () => weeklyDb.collection('weeks').findOne({ scheduleId: schedule.scheduleId, weekStart: WEEK });

before(async () => {
  const kafka = new Kafka({ clientId: `weekly-crash-${run}`, brokers, logLevel: logLevel.NOTHING });
  requester = new KafkaRequester(new KafkaJsRequestTransport(kafka, callerReplyTopic('gateway'), `weekly-crash-${run}`), 10_000);
  await requester.start();
  consumer = kafka.consumer({ groupId: `weekly-crash-events-${run}` });
  await consumer.connect();
  await consumer.subscribe({ topic: namespacedTopic(weeklyEvents.weekClosed), fromBeginning: false });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({
    eachMessage: ({ message }) => {
      const event = JSON.parse(message.value!.toString()) as DomainEvent<WeekClosedEvent>;
      if (event.payload.scheduleId === schedule.scheduleId && event.payload.weekStart === WEEK) closedEvents.push(event);
      return Promise.resolve();
    },
  });
  await joined;
  for (const service of ['projects', 'masterplan', 'lookahead']) services.start(service);
  weeklyDb = await services.connect('weekly');
  lookaheadDb = await services.connect('lookahead');
  await startWeekly();
});

after(async () => {
  await consumer?.disconnect();
  await requester?.stop();
  await services.stopAll();
});

test('killed between the close write and its event, a retried close ends closed once with one PPC and one event', async () => {
  const week = await readWeek();
  assert.equal(week.state, 'committed');
  const byTask = new Map(week.commitments.map((c) => [c.taskId, c.id]));
  // The demo week commits task 1 at 80 % and task 8 at 50 %: one kept, one missed.
  const realized = [
    { commitmentId: byTask.get(task(1))!, percent: 80 },
    { commitmentId: byTask.get(task(8))!, percent: 30 },
  ];
  await closeAndCrash(realized);
  const cut = await storedWeek();
  assert.deepEqual([cut?.state, cut?.ppc, cut?.closedEventPublished], ['closed', 50, false], 'closed and stored, its event not sent');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  assert.equal(closedEvents.length, 0, 'nothing was announced before the process died');

  await startWeekly();
  const began = Date.now();
  const retried = await ask(weeklyRequests.closeWeek, { ...schedule, weekStart: WEEK, realized });
  assert.ok(retried.ok, JSON.stringify(retried));
  assert.deepEqual([retried.data.state, retried.data.ppc, retried.data.totals.met, retried.data.totals.missed], ['closed', 50, 1, 1]);
  await eventually(() => closedEvents.length, (count) => count >= 1, 'the closed event went out');
  process.stdout.write(`# closed event sent ${Date.now() - began} ms after the retried close was asked\n`);

  // Asked once more: nothing more is written or sent.
  const again = await ask(weeklyRequests.closeWeek, { ...schedule, weekStart: WEEK, realized });
  assert.ok(again.ok, JSON.stringify(again));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(closedEvents.length, 1, 'one closed event');
  assert.equal(closedEvents[0]!.eventId, cut?.closedEventId, 'sent under the id the close stored');
  assert.deepEqual([closedEvents[0]!.payload.ppc, closedEvents[0]!.payload.committed, closedEvents[0]!.payload.met], [50, 2, 1]);
  assert.equal(await weeklyDb.collection('weeks').countDocuments({ scheduleId: schedule.scheduleId, weekStart: WEEK }), 1, 'one week record, one PPC');
  assert.equal((await storedWeek())?.closedEventPublished, true);
  assert.deepEqual((await readWeek()).trend.map((p) => [p.weekStart, p.ppc]), [['2026-11-09', 60], ['2026-11-16', 75], [WEEK, 50]], 'the week counts once in the trend');

  // The event reached the lookahead: the missed task has the realized progress.
  await eventually(() => lookaheadDb.collection('tasks').findOne({ _id: new Types.ObjectId(task(8)) }), (t) => t?.progress === 30, 'task 8 progress from the closed week');
});

test('killed the same way and never closed again, the next reader of the week sends the event the close owed', async () => {
  const reset = await ask(weeklyRequests.resetWeek, { ...schedule, weekStart: WEEK });
  assert.ok(reset.ok, JSON.stringify(reset));
  const week = await readWeek();
  const realized = week.commitments.map((c) => ({ commitmentId: c.id, percent: 100 }));
  const before = closedEvents.length;
  await closeAndCrash(realized);
  const cut = await storedWeek();
  assert.deepEqual([cut?.state, cut?.ppc, cut?.closedEventPublished], ['closed', 100, false]);

  await startWeekly();
  await eventually(() => closedEvents.length, (count) => count > before, 'the closed event went out on a read');
  await readWeek();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(closedEvents.length, before + 1, 'one event for this close');
  assert.deepEqual([closedEvents.at(-1)!.eventId, closedEvents.at(-1)!.payload.ppc], [cut?.closedEventId, 100]);
  assert.notEqual(closedEvents.at(-1)!.eventId, closedEvents[0]!.eventId, 'a new close, a new event');
});
