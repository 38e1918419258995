import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerMasterplanMessages } from '../i18n/masterplan-messages';
import { GanttEditor } from '../features/gantt/editor/gantt-editor';
import { benchPlan, type BenchSchedule } from './bench-plan';
import type { ActivityOptions } from '../features/gantt/editor/activity-options.api';

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
    };
  }
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
              <App>
                <GanttEditor projectId="bench" plan={plan} onReload={() => undefined} />
              </App>
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
    stats() {
      const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
      return { rows: loaded, domNodes: document.getElementsByTagName('*').length, jsHeap: memory?.usedJSHeapSize ?? null };
    },
  };
  document.body.dataset.benchReady = 'true';
});
