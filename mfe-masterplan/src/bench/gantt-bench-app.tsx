import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { App, ConfigProvider } from 'antd';
import { TENON_THEME } from '@tenon/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerMasterplanMessages } from '../i18n/masterplan-messages';
import { GanttEditor } from '../features/gantt/editor/gantt-editor';
import { benchPlan, type BenchSchedule } from './bench-plan';
import type { ActivityOptions } from '../features/gantt/editor/activity-options.api';
import { planBase } from '../features/gantt/editor/engine-model';
import { startWhatIfEngine } from '../features/gantt/what-if/what-if-engine';
import type { WhatIfCommand } from '../features/gantt/what-if/what-if-protocol';
import { isoFromMinutes, minutesFromIso } from '@tenon/scheduling';

/**
 * `/remotes/masterplan/bench/gantt.html`: the real Gantt editor on a schedule handed in by a benchmark, behind the
 * `window.bench` contract every compared Gantt implements (issue: Gantt editor, Speed).
 */
declare global {
  interface Window {
    bench: {
      name: string;
      load(schedule: BenchSchedule): Promise<void>;
      scrollV(steps: number): Promise<void>;
      scrollH(steps: number): Promise<void>;
      stats(): { rows: number; domNodes: number; jsHeap: number | null };
      dataDateMoves(schedule: BenchSchedule, moves: number): Promise<DataDateMoves>;
      holidaysAdded(schedule: BenchSchedule, changes: number): Promise<DataDateMoves>;
    };
  }
}

/** Each data-date move as the editor makes it: the plan in the worker scheduled again from the new data date. */
export interface DataDateMoves {
  activities: number;
  started: number;
  /** Page to worker and back, and the worker's own time, per move. */
  roundTripMs: number[];
  workerMs: number[];
  finishes: Array<string | null>;
}

/**
 * Sends the request for run 0 (the editor opening, not measured) and for each of `changes` runs after it to a fresh
 * worker engine, timing each round trip and the worker's own time.
 */
async function timeEngineChanges(activities: number, started: number, changes: number, requestFor: (run: number) => WhatIfCommand): Promise<DataDateMoves> {
  const engine = startWhatIfEngine();
  const result: DataDateMoves = { activities, started, roundTripMs: [], workerMs: [], finishes: [] };
  try {
    for (let run = 0; run <= changes; run++) {
      const began = performance.now();
      const response = await engine.send(requestFor(run));
      const took = performance.now() - began;
      if (!response.ok) throw new Error(response.message);
      if (run === 0) continue;
      result.roundTripMs.push(took);
      result.workerMs.push(response.elapsedMs);
      result.finishes.push(response.projectFinish);
    }
    result.finishes.unshift(engine.location());
  } finally {
    engine.dispose();
  }
  return result;
}

const STEP = 120;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
let root: Root | null = null;
let loaded = 0;
// The page has no gateway behind it: the project's lists are empty, as in a project with none yet.
const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
queries.setQueryData<ActivityOptions>(['activity-options', 'bench'], { subcontracts: [], tags: [], members: [] });

void i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false }, showSupportNotice: false }).then(() => {
  registerMasterplanMessages();
  window.bench = {
    name: 'tenon',
    async load(schedule) {
      const plan = benchPlan(schedule);
      loaded = plan.activities.length;
      root ??= createRoot(document.getElementById('root')!);
      flushSync(() => {
        root!.render(
          <StrictMode>
            <QueryClientProvider client={queries}>
              {/* The product's theme, as the shell gives it, whose styles the page's antd.css holds. */}
              <ConfigProvider theme={TENON_THEME}>
                <App>
                  <GanttEditor projectId="bench" plan={plan} onReload={() => undefined} />
                </App>
              </ConfigProvider>
            </QueryClientProvider>
          </StrictMode>,
        );
      });
      while (document.querySelector('[data-testid^="bar-"]') === null) await frame();
      await frame();
      await frame();
    },
    async scrollV(steps) {
      const scroller = document.querySelector<HTMLElement>('[data-testid="gantt-scroller"]')!;
      for (let step = 0; step < steps; step++) {
        scroller.scrollBy({ top: STEP });
        await frame();
      }
    },
    async scrollH(steps) {
      const scroller = document.querySelector<HTMLElement>('[data-testid="gantt-scroller"]')!;
      for (let step = 0; step < steps; step++) {
        scroller.scrollBy({ left: STEP });
        await frame();
      }
    },
    async holidaysAdded(schedule, changes) {
      const plan = benchPlan(schedule);
      const model = plan.engine.model;
      const first = Math.min(...plan.activities.map((a) => minutesFromIso(a.start)));
      const today = isoFromMinutes(first).slice(0, 10);
      // Each change adds one more holiday early in the plan, so every activity after it moves a day, as a holiday
      // saved on the calendars page does: the editor then loads the plan again with the changed calendar.
      return timeEngineChanges(plan.activities.length, 0, changes, (change) => {
        const holidays = Array.from({ length: change }, (_, day) => {
          const date = isoFromMinutes(first + (day * 7 + 2) * 1440).slice(0, 10);
          return { name: `Holiday ${day + 1}`, fromDate: date, toDate: date, working: false, shifts: [] };
        });
        const calendars = model.calendars.map((calendar) => ({ ...calendar, exceptions: [...calendar.exceptions, ...holidays] }));
        return { type: 'load-plan', plan: { activities: plan.activities, links: plan.links }, base: planBase({ ...model, calendars }, plan.activities, null), today };
      });
    },
    async dataDateMoves(schedule, moves) {
      const plan = benchPlan(schedule);
      // The first third of the work has started on its planned start and is half done, as a job in progress.
      const tasks = plan.activities.filter((a) => a.kind === 'task').sort((a, b) => a.start.localeCompare(b.start));
      const startedIds = new Set(tasks.slice(0, Math.floor(tasks.length / 3)).map((a) => a.id));
      const state = { activities: plan.activities.map((a) => (startedIds.has(a.id) ? { ...a, progress: 50, actualStart: a.start } : a)), links: plan.links };
      // Data dates just after the last start of the work under way: every move pushes all of its remaining work.
      const first = Math.max(...tasks.filter((a) => startedIds.has(a.id)).map((a) => minutesFromIso(a.start)));
      // Opening loads the plan whole; each move after it sends only the new data date, as the editor does.
      return timeEngineChanges(plan.activities.length, startedIds.size, moves, (move) => {
        const dataDate = isoFromMinutes(first + (move + 1) * 1440);
        return move === 0
          ? { type: 'load-plan', plan: state, base: planBase(plan.engine.model, plan.activities, dataDate), today: dataDate.slice(0, 10) }
          : { type: 'data-date', statusDate: minutesFromIso(dataDate), durations: [] };
      });
    },
    stats() {
      const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
      return { rows: loaded, domNodes: document.getElementsByTagName('*').length, jsHeap: memory?.usedJSHeapSize ?? null };
    },
  };
  document.body.dataset.benchReady = 'true';
});
