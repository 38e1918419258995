import { io, type Socket } from 'socket.io-client';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { adminSession, BASE, call } from '../support/product-api';
import { percentile, runBench } from '../support/stats';

/**
 * How soon a change reaches another user's open screen (issues 11 and 12: within 1 s), on the running product
 * (`npm start`): one user follows Harbor View Tower A on the gateway's realtime socket, as an open lookahead or weekly
 * screen does, while another adds and removes tasks through the API. The time is from the write being sent to the
 * change arriving on the follower's socket. The figures are printed, not asserted.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
/** Demo activity "HVAC ductwork, levels 5-8" of Tower A. */
const ACTIVITY = '7e4e00070000000000000045';
const place = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const tasksPath = `/lookahead/projects/${place.projectId}/schedules/${place.scheduleId}/tasks`;

interface Change {
  type: string;
  ids: string[];
}

function follow(token: string): Promise<Socket> {
  const socket = io(BASE, { path: '/realtime', transports: ['websocket'], auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket.emit('subscribe', place, (answer: { ok: boolean; error?: string }) => (answer.ok ? resolve(socket) : reject(new Error(`subscribe refused: ${answer.error ?? ''}`))));
    });
  });
}

/** Resolves when a change of `type` naming `id` arrives; the id is known only once the write answers, so arrivals are kept. */
function arrivals(socket: Socket) {
  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  socket.on('change', (change: Change) => {
    const at = performance.now();
    for (const id of change.ids) {
      const key = `${change.type}:${id}`;
      const wake = waiting.get(key);
      if (wake === undefined) seen.set(key, at);
      else wake(at);
    }
  });
  return (type: string, id: string): Promise<number> => {
    const key = `${type}:${id}`;
    const at = seen.get(key);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${key} never arrived`)), 10_000);
      waiting.set(key, (arrived) => {
        clearTimeout(timer);
        resolve(arrived);
      });
    });
  };
}

const summary = (label: string, values: number[]) =>
  console.log(`  ${label}: p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} changes) — goal < 1,000 ms`);

async function main(): Promise<void> {
  const watcher = await follow(await adminSession());
  const arrived = arrivals(watcher);
  const writer = await adminSession();
  const added: number[] = [];
  const removed: number[] = [];
  const created: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const sent = performance.now();
      const task = await call<{ id: string }>('POST', tasksPath, writer, { activityId: ACTIVITY, name: `Live change bench ${round}`, start: '2026-12-14T08:00', finish: '2026-12-15T17:00' });
      created.push(task.id);
      added.push((await arrived('task_add', task.id)) - sent);
    }
    for (const id of created.splice(0)) {
      const sent = performance.now();
      await call('DELETE', `${tasksPath}/${id}`, writer);
      removed.push((await arrived('task_delete', id)) - sent);
    }
  } finally {
    for (const id of created) await call('DELETE', `${tasksPath}/${id}`, writer).catch(() => undefined);
    watcher.disconnect();
  }
  console.log(`Live changes on ${BASE}, Harbor View Tower A followed by another session:`);
  summary('task added → seen by the follower', added);
  summary('task removed → seen by the follower', removed);
}

runBench(main);
