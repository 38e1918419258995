import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LookaheadWindowReply } from '@tenon/contracts';
import { conditionalReplyValue } from '@tenon/service-kit';
import { WindowReplies, type WindowSources } from './window-replies';

const activity = { activityId: 'a1', name: 'Slab' };
const task = { _id: 't1', name: 'Pour' };

function counting() {
  let builds = 0;
  const build = () => {
    builds += 1;
    return { scheduleId: 's1', tasks: [{ id: `t${builds}` }] } as unknown as LookaheadWindowReply;
  };
  return { build, builds: () => builds };
}

test('the same rows asked again are answered by the kept reply, without building it', () => {
  const replies = new WindowReplies();
  const { build, builds } = counting();
  const sources: WindowSources = { activities: [activity], tasks: [task], openRoadblocks: new Map([['t1', 1]]) };
  const first = replies.replyOf('k', sources, build);
  // Fresh arrays and map, as each read gets them, holding the same rows.
  const again = replies.replyOf('k', { activities: [activity], tasks: [task], openRoadblocks: new Map([['t1', 1]]) }, build);
  assert.equal(again, first);
  assert.equal(builds(), 1);
});

test('a replaced row, a new task, a changed roadblock count or another key builds the reply again', () => {
  const replies = new WindowReplies();
  const { build, builds } = counting();
  const base = (): WindowSources => ({ activities: [activity], tasks: [task], openRoadblocks: new Map() });
  replies.replyOf('k', base(), build);
  replies.replyOf('k', { ...base(), activities: [{ ...activity }] }, build);
  assert.equal(builds(), 2, 'an activity row replaced by an equal copy is another row');
  replies.replyOf('k', { ...base(), tasks: [task, { _id: 't2' }] }, build);
  assert.equal(builds(), 3);
  replies.replyOf('k', { ...base(), tasks: [task, { _id: 't2' }], openRoadblocks: new Map([['t1', 1]]) }, build);
  assert.equal(builds(), 4);
  replies.replyOf('other window', { ...base(), tasks: [task, { _id: 't2' }], openRoadblocks: new Map([['t1', 1]]) }, build);
  assert.equal(builds(), 5);
});

test('a kept reply is written once: answered again it is the same bytes', () => {
  const replies = new WindowReplies();
  const { build } = counting();
  const sources: WindowSources = { activities: [activity], tasks: [task], openRoadblocks: new Map() };
  const kept = replies.replyOf('k', sources, build);
  const first = conditionalReplyValue({ ok: true, data: kept }, '');
  // Were it written anew, a change in place would show: the kept reply's bytes are reused.
  kept.scheduleId = 'changed';
  assert.equal(conditionalReplyValue({ ok: true, data: replies.replyOf('k', sources, build) }, ''), first);
});

test('only the most recently used windows are kept', () => {
  const replies = new WindowReplies();
  const { build, builds } = counting();
  const sources: WindowSources = { activities: [activity], tasks: [task], openRoadblocks: new Map() };
  for (let i = 0; i < 17; i += 1) replies.replyOf(`k${i}`, sources, build);
  replies.replyOf('k16', sources, build);
  assert.equal(builds(), 17, 'the newest is still kept');
  replies.replyOf('k0', sources, build);
  assert.equal(builds(), 18, 'the oldest of 17 was let go');
});
