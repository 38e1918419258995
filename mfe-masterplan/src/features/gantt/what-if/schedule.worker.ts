import type { WorkerMessage } from './what-if-protocol';
import { transferables, WhatIfRunner } from './what-if-runner';

// The engine runs off the page's thread so typing a duration never stalls the table, however large the plan.
const runner = new WhatIfRunner();
self.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
  if (event.data.type === 'plan-part') return runner.receivePart(event.data);
  const response = runner.handle(event.data);
  self.postMessage(response, { transfer: transferables(response) });
  // Once the plan is on screen, the engine is warmed for the first edit; an edit sent meanwhile waits a few ms.
  if (response.ok && (event.data.type === 'load' || event.data.type === 'load-plan')) setTimeout(() => runner.warmUp(), 0);
});
