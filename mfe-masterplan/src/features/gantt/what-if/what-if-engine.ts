import { planInParts } from './plan-parts';
import type { WhatIfCommand, WhatIfRequest, WhatIfResponse, WorkerMessage } from './what-if-protocol';
import { WhatIfRunner } from './what-if-runner';

/** Where the engine answers: a Web Worker, or the page itself when the browser refuses the worker. */
export type EngineLocation = 'worker' | 'page';

export interface WhatIfEngine {
  location(): EngineLocation;
  send(command: WhatIfCommand): Promise<WhatIfResponse>;
  dispose(): void;
}

/**
 * Starts the scheduling worker. A worker that cannot start (a remote served from another origin, a blocked script)
 * hands over to the page: the last plan is loaded there and the requests waiting are answered, so no edit is lost.
 */
export function startWhatIfEngine(): WhatIfEngine {
  let nextId = 1;
  let lastLoad: WhatIfRequest | null = null;
  let pageRunner: WhatIfRunner | null = null;
  const waiting = new Map<number, { request: WhatIfRequest; resolve: (response: WhatIfResponse) => void }>();
  let worker: Worker | null = null;
  // Messages waiting to be posted, each made when its turn comes: a plan travels in parts, one per task.
  const outbox: Array<() => WorkerMessage> = [];
  let turnAsked = false;
  const turns = new MessageChannel();
  const postNext = () => {
    const next = outbox.shift();
    if (next === undefined || worker === null) return;
    worker.postMessage(next());
    if (outbox.length > 0 && !turnAsked) {
      // The next part waits for a task of its own, so frames and input get in between.
      turnAsked = true;
      turns.port2.postMessage(null);
    }
  };
  turns.port1.onmessage = () => {
    turnAsked = false;
    postNext();
  };
  const post = (messages: Array<() => WorkerMessage>) => {
    const idle = outbox.length === 0 && !turnAsked;
    outbox.push(...messages);
    if (idle) postNext();
  };

  const moveToPage = () => {
    worker?.terminate();
    worker = null;
    outbox.length = 0;
    pageRunner = new WhatIfRunner();
    if (lastLoad !== null && !waiting.has(lastLoad.requestId)) {
      pageRunner.handle(lastLoad);
    }
    // In the order they were sent, so the plan is loaded before the edits laid over it.
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.resolve(pageRunner.handle(entry.request));
    }
  };

  try {
    // Its own file name without a content hash: the federation runtime cannot name a hashed worker chunk.
    worker = new Worker(
      /* webpackChunkName: "schedule-worker" */ /* webpackEntryOptions: { filename: "schedule-worker.js" } */ new URL('./schedule.worker.ts', import.meta.url),
      { name: 'tenon-schedule' },
    );
    worker.addEventListener('message', (event: MessageEvent<WhatIfResponse>) => {
      const entry = waiting.get(event.data.requestId);
      waiting.delete(event.data.requestId);
      entry?.resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      moveToPage();
    });
  } catch {
    pageRunner = new WhatIfRunner();
  }

  return {
    location: () => (worker === null ? 'page' : 'worker'),
    send(command) {
      const request: WhatIfRequest = { ...command, requestId: nextId++ };
      if (request.type === 'load' || request.type === 'load-plan') lastLoad = request;
      // Should the worker fail later, the page reloads the plan on the data date in force.
      if (request.type === 'data-date' && lastLoad !== null) lastLoad = withStatusDate(lastLoad, request.statusDate);
      if (worker === null) return Promise.resolve(pageRunner!.handle(request));
      return new Promise((resolve) => {
        waiting.set(request.requestId, { request, resolve });
        post(request.type === 'load-plan' ? planInParts(request) : [() => request]);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      waiting.clear();
      outbox.length = 0;
      turns.port1.close();
    },
  };
}

function withStatusDate(load: WhatIfRequest, statusDate: number | null): WhatIfRequest {
  const options = <T extends { statusDate?: number }>(current: T): T => {
    const { statusDate: _previous, ...rest } = current;
    return (statusDate === null ? rest : { ...rest, statusDate }) as T;
  };
  if (load.type === 'load') return { ...load, model: { ...load.model, options: options(load.model.options) } };
  if (load.type === 'load-plan') return { ...load, base: { ...load.base, options: options(load.base.options) } };
  return load;
}
