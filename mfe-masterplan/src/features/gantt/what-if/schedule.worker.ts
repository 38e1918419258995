import type { WhatIfRequest } from './what-if-protocol';
import { WhatIfRunner } from './what-if-runner';

// The engine runs off the page's thread so typing a duration never stalls the table, however large the plan.
const runner = new WhatIfRunner();
self.addEventListener('message', (event: MessageEvent<WhatIfRequest>) => {
  self.postMessage(runner.handle(event.data));
});
