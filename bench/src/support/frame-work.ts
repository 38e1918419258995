import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

/**
 * The page's main-thread work in each frame while `run` runs, in ms, from a Chromium trace: the time its top-level
 * tasks (script, style, layout, paint, and the bench's own calls) take between one animation frame and the next.
 * Tracing slows the page a little: time frames in a run of their own.
 */
export async function mainThreadWorkPerFrame<T>(page: Page, run: () => Promise<T>): Promise<{ result: T; work: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // The protocol types trace events loosely; these fields are in every event Chromium writes.
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] } });
  await page.evaluate(() => performance.mark('bench-frames-start'));
  const result = await run();
  await page.evaluate(() => performance.mark('bench-frames-end'));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const start = events.find((e) => e.name === 'bench-frames-start');
  const end = events.find((e) => e.name === 'bench-frames-end');
  if (start === undefined || end === undefined) throw new Error('the trace holds no marks of the run');
  const inRun = events.filter((e) => e.tid === start.tid && e.ts >= start.ts && e.ts <= end.ts);
  const tasks = inRun.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined);
  const frames = inRun.filter((e) => e.name === 'FireAnimationFrame').map((e) => e.ts).sort((a, b) => a - b);
  const work: number[] = [];
  for (let k = 1; k < frames.length; k += 1) {
    const from = frames[k - 1]!;
    const to = frames[k]!;
    let busy = 0;
    for (const task of tasks) busy += Math.max(0, Math.min(to, task.ts + task.dur!) - Math.max(from, task.ts));
    work.push(busy / 1000);
  }
  return { result, work };
}
