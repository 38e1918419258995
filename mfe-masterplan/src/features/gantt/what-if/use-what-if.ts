import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CriticalPath } from '../critical-path.api';
import { startWhatIfEngine, type EngineLocation, type WhatIfEngine } from './what-if-engine';
import type { WhatIfCommand, WhatIfResponse } from './what-if-protocol';
import { datesIndex, ScheduledDates } from './scheduled-dates';

type Overrides = ReadonlyMap<string, number>;
const NONE: Overrides = new Map();

export interface WhatIf {
  /** The plan with the what-if durations and the dates the engine gave them (the plan itself before any edit). */
  plan: CriticalPath;
  /** The what-if duration (working minutes) of each activity it changed. */
  overrides: Overrides;
  setDuration: (id: string, minutes: number) => void;
  undo: () => void;
  canUndo: boolean;
  reset: () => void;
  /** The last answer of the engine: how long it took, how much it recomputed, or why it refused. */
  last: WhatIfResponse | null;
  location: EngineLocation | null;
}

/**
 * Duration what-ifs over a scheduled plan, re-scheduled by the engine in a Web Worker. Nothing is saved: the plan on
 * the server stays as it is, and the edits live as long as the page (undo steps back one edit at a time).
 */
export function useWhatIf(plan: CriticalPath, enabled: boolean): WhatIf {
  const engine = useRef<WhatIfEngine | null>(null);
  const latest = useRef(0);
  const [history, setHistory] = useState<Overrides[]>([]);
  const [overrides, setOverrides] = useState<Overrides>(NONE);
  const [last, setLast] = useState<WhatIfResponse | null>(null);
  const [known, setKnown] = useState<ScheduledDates>(ScheduledDates.none);
  const indexOf = useRef(datesIndex());
  const [location, setLocation] = useState<EngineLocation | null>(null);

  const ask = useCallback((command: WhatIfCommand) => {
    const current = engine.current;
    if (current === null) return;
    const ticket = ++latest.current;
    void current.send(command).then((response) => {
      // Answers come back in order, each with every activity's dates: the newest is shown.
      if (ticket !== latest.current) return;
      if (response.ok) setKnown((old) => new ScheduledDates(indexOf.current(response.columns), response.columns, old));
      setLast(response);
      setLocation(current.location());
    });
  }, []);

  // A new plan from the server starts a new what-if: edits of the previous plan do not carry over.
  useEffect(() => {
    if (!enabled) return undefined;
    const started = startWhatIfEngine();
    engine.current = started;
    setHistory([]);
    setOverrides(NONE);
    setLast(null);
    ask({ type: 'load', model: plan.model });
    return () => {
      started.dispose();
      engine.current = null;
    };
  }, [enabled, plan, ask]);

  const change = useCallback(
    (next: Overrides, remember: boolean) => {
      if (remember) setHistory((steps) => [...steps, overrides]);
      setOverrides(next);
      ask({ type: 'apply', durations: [...next] });
    },
    [ask, overrides],
  );

  const planned = useMemo(() => new Map(plan.activities.map((a) => [a.id, a.duration])), [plan]);

  const setDuration = useCallback(
    (id: string, minutes: number) => {
      if ((overrides.get(id) ?? planned.get(id)) === minutes) return;
      const next = new Map(overrides);
      if (planned.get(id) === minutes) next.delete(id);
      else next.set(id, minutes);
      change(next, true);
    },
    [change, overrides, planned],
  );

  const undo = useCallback(() => {
    const previous = history.at(-1);
    if (previous === undefined) return;
    setHistory((steps) => steps.slice(0, -1));
    change(previous, false);
  }, [change, history]);

  const reset = useCallback(() => {
    if (overrides.size > 0) change(NONE, true);
  }, [change, overrides]);

  const scenario = useMemo<CriticalPath>(() => {
    if (!enabled || last === null || !last.ok) return plan;
    const dates = known;
    return {
      ...plan,
      projectFinish: last.projectFinish,
      activities: plan.activities.map((activity) => ({
        ...activity,
        ...dates.get(activity.id),
        duration: overrides.get(activity.id) ?? activity.duration,
      })),
    };
  }, [enabled, known, last, overrides, plan]);

  return {
    plan: scenario,
    overrides,
    setDuration,
    undo,
    canUndo: history.length > 0,
    reset,
    last,
    location,
  };
}
