import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { weeklyEvents, type CncChangedEvent, type CncFiguresReply } from '@tenon/contracts';
import { adminCompanySession, benchProject, call } from '../support/product-api';

/**
 * Event → dashboard figure on the running product (`npm start`): 200 `weekly.cnc.changed.v1` events a second for 30 s
 * sent straight to Kafka (what the weekly service publishes when a cause of non-compliance is recorded), while the
 * dashboard's CNC figure is read through the gateway as fast as it answers. An event's latency is from just before its
 * send to the first answer whose total includes it (the events share a schedule, so its partition keeps them in
 * order and a total of N means the first N are in). A second phase deletes them the same way, which leaves the
 * figure as it was. Goal (issue 14): p95 < 2 s. The figures are printed, not asserted.
 */
const RATE = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TICK_MS = 50;
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 60);
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const topicOf = (topic: string) => (process.env.TENON_TOPIC_NAMESPACE?.trim() ? `${process.env.TENON_TOPIC_NAMESPACE.trim()}.${topic}` : topic);

const objectId = () => randomBytes(12).toString('hex');
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Place {
  companyId: string;
  projectId: string;
  scheduleId: string;
}

interface PhaseFigures {
  sent: number;
  sendSeconds: number;
  seen: number;
  p50: number;
  p95: number;
  max: number;
  reads: number;
  failedReads: number;
}

/** Sends `count` events at RATE in ticks of TICK_MS while a reader follows the figure; latencies per event. */
async function phase(producer: Producer, place: Place, cncIds: string[], change: 'created' | 'deleted', readTotal: () => Promise<number>, base: number): Promise<PhaseFigures> {
  const sentAt: number[] = [];
  const latency: number[] = new Array<number>(cncIds.length);
  let seen = 0;
  let reads = 0;
  let failedReads = 0;
  let sending = true;
  const reader = (async () => {
    let drainUntil: number | null = null;
    while (seen < cncIds.length) {
      const total = await readTotal().catch((error: unknown) => {
        // A figure the service could not answer in time is a result too: counted, and read again.
        failedReads += 1;
        if (failedReads <= 3) console.error(`figure read failed: ${String(error).slice(0, 200)}`);
        return null;
      });
      const at = Date.now();
      if (!sending) drainUntil ??= at + DRAIN_SECONDS * 1000;
      if (total === null) {
        if (at > (drainUntil ?? Infinity)) break;
        continue;
      }
      reads += 1;
      // Created: the total climbs with each event in; deleted: it falls.
      const applied = Math.min(sentAt.length, change === 'created' ? total - base : base - total);
      for (; seen < applied; seen++) latency[seen] = at - (sentAt[seen] as number);
      if (drainUntil !== null && at > drainUntil) break;
    }
  })();
  const perTick = Math.max(1, Math.round((RATE * TICK_MS) / 1000));
  const started = Date.now();
  for (let next = 0, tick = 0; next < cncIds.length; tick++) {
    const due = started + tick * TICK_MS;
    if (due > Date.now()) await sleep(due - Date.now());
    const batch = cncIds.slice(next, next + perTick);
    const at = Date.now();
    const messages = batch.map((id, index) => {
      const payload: CncChangedEvent = {
        ...place,
        change,
        changedBy: 'bench',
        at: new Date(at).toISOString(),
        cnc: { id, name: `Bench cause ${next + index + 1}`, typeId: 'bench', weekStart: '2027-03-01', status: 'unsolved', priority: 'Normal', responsibleId: null, taskIds: [], commitmentIds: [] },
      };
      const event = { eventId: randomUUID(), topic: weeklyEvents.cncChanged, key: place.scheduleId, occurredAt: new Date(at).toISOString(), payload };
      return { key: place.scheduleId, value: JSON.stringify(event) };
    });
    for (let i = 0; i < batch.length; i++) sentAt.push(at);
    await producer.send({ topic: topicOf(weeklyEvents.cncChanged), messages });
    next += batch.length;
  }
  const sendSeconds = (Date.now() - started) / 1000;
  sending = false;
  await reader;
  const measured = latency.slice(0, seen);
  return { sent: cncIds.length, sendSeconds, seen, p50: percentile(measured, 50), p95: percentile(measured, 95), max: Math.max(...measured), reads, failedReads };
}

async function main(): Promise<void> {
  const { token, companyId } = await adminCompanySession();
  const project = await benchProject(token);
  // A scratch schedule: the causes are counted on it alone, and it leaves the demo's figures as they were.
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Analytics events bench ${Date.now()}` });
  const place: Place = { companyId, projectId: project.id, scheduleId: schedule.id };
  const readTotal = async () => (await call<CncFiguresReply>('GET', `/analytics/projects/${project.id}/figures/cnc?scheduleIds=${schedule.id}`, token)).total;
  const kafka = new Kafka({ clientId: `bench-analytics-${objectId()}`, brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer();
  await producer.connect();
  try {
    // The services just started may still be catching up with their topics: the figure answers first.
    let before: number | null = null;
    for (let attempt = 0; before === null && attempt < 60; attempt++) before = await readTotal().catch(() => (sleep(2000).then(() => null)));
    if (before === null) throw new Error('the CNC figure never answered');
    const cncIds = Array.from({ length: RATE * SECONDS }, objectId);
    console.log(`analytics events → CNC figure: ${cncIds.length} events at ${RATE}/s, figure read through the gateway`);
    const print = (name: string, f: PhaseFigures) =>
      console.log(
        `${name}: sent ${f.sent} in ${f.sendSeconds.toFixed(1)} s (${Math.round(f.sent / f.sendSeconds)}/s), in the figure ${f.seen}/${f.sent}, ` +
          (f.seen === 0 ? 'no latency measured' : `latency p50 ${Math.round(f.p50)} ms, p95 ${Math.round(f.p95)} ms, max ${Math.round(f.max)} ms`) +
          ` (${f.reads} figure reads, ${f.failedReads} failed)`,
      );
    print('created', await phase(producer, place, cncIds, 'created', readTotal, before));
    print('deleted', await phase(producer, place, cncIds, 'deleted', readTotal, before + cncIds.length));
  } finally {
    await producer.disconnect();
    await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch((error: unknown) => console.error(`scratch schedule not deleted: ${String(error)}`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
