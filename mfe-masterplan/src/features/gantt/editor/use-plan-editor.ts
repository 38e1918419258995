import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PlanReply, SaveConflictDetails } from '@tenon/contracts';
import { applyRowDiff, isEmptyDiff, rowDiff, UndoHistory } from '@tenon/gantt';
import { compileCalendars } from '@tenon/scheduling';
import { ApiError } from '@tenon/ui';
import { startWhatIfEngine, type WhatIfEngine } from '../what-if/what-if-engine';
import { datesIndex, ScheduledDates } from '../what-if/scheduled-dates';
import { durationOverrides, planBase } from './engine-model';
import { calendarOfActivity, summaryDuration } from './summary-duration';
import type { PlanState } from './plan-edits';
import { savePlan } from './plan.api';
import { removeBackup, writeBackup, type PlanBackup } from './plan-backup';
import { whenIdle } from './when-idle';
import { rebasePlan, type RebasedPlan } from './plan-rebase';

export type SaveOutcome = { kind: 'saved'; version: number } | { kind: 'nothing' } | { kind: 'busy' } | { kind: 'conflict'; details: SaveConflictDetails } | { kind: 'failed'; error: unknown };

type Backup = PlanBackup;

/** How long after the last scroll the engine's first pass waits: a quiet moment, not a pause between two frames. */
const QUIET_MS = 250;


/** The longest an edit of durations waits for the engine's dates before it is drawn without them. */
const HOLD_MS = 50;

/** Edits are written to the backup this long after the last one, so a burst of edits is one write. */
const BACKUP_DELAY_MS = 300;

export type BackupState = 'none' | 'pending' | 'kept' | 'failed';

/** The latest finish of the plan's work as saved; null for a plan of summaries only. */
function savedFinish(plan: PlanReply): string | null {
  let finish: string | null = null;
  for (const activity of plan.activities) if (activity.kind !== 'summary' && (finish === null || activity.finish > finish)) finish = activity.finish;
  return finish;
}

export interface PlanEditor {
  state: PlanState;
  dates: ScheduledDates;
  projectFinish: string | null;
  /** The loop of a link just refused, for the circular-links dialog. */
  cycle: string | null;
  clearCycle: () => void;
  apply: (edit: (state: PlanState) => PlanState) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  changes: number;
  /** Whether the unsaved edits are kept on this device yet. */
  backupState: BackupState;
  saving: boolean;
  version: number;
  save: () => Promise<SaveOutcome>;
  restore: (backup: Backup) => void;
  /** Carries the unsaved edits onto a newer saved version (after a save conflict); they stay unsaved. */
  rebase: (latest: PlanReply) => RebasedPlan;
  discardBackup: () => void;
}

/**
 * The plan being edited: every edit is a new state, undoable, re-scheduled at once by the engine in a Web Worker,
 * kept on this device until saved, and saved as the changes since the version it was opened at.
 */
export function usePlanEditor(projectId: string, plan: PlanReply, dataDate: string | null = plan.dataDate): PlanEditor {
  const [saved, setSaved] = useState<{ version: number; state: PlanState }>({ version: plan.version, state: { activities: plan.activities, links: plan.links } });
  const [state, setState] = useState<PlanState>(saved.state);
  const [dates, setDates] = useState<ScheduledDates>(ScheduledDates.none);
  const indexOf = useRef(datesIndex());
  // Until the engine's first answer, the finish the plan was saved with.
  const [projectFinish, setProjectFinish] = useState<string | null>(() => savedFinish(plan));
  const [cycle, setCycle] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, setTick] = useState(0);
  const history = useRef(new UndoHistory<PlanState>());
  const engine = useRef<WhatIfEngine | null>(null);
  const ticket = useRef(0);
  const savingRef = useRef(false);
  const edited = useRef(false);
  // Which state the last backup write kept: 'kept' is never shown for edits made after it.
  const [kept, setKept] = useState<{ state: PlanState; ok: boolean } | null>(null);
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const calendars = useMemo(() => compileCalendars(plan.engine.model.calendars), [plan.engine.model.calendars]);
  const base = useMemo(() => planBase(plan.engine.model, plan.activities, dataDate), [plan.engine.model, plan.activities, dataDate]);

  // The plan the engine last loaded: an edit of durations only is sent as overrides of it, which the engine
  // reschedules from the edited activities on, and answers with what moved.
  const loaded = useRef<PlanState | null>(null);
  // An edit of durations, which the engine answers in a few ms, is drawn once with the dates it moves: held until the
  // answer comes, or HOLD_MS at most. Any other change of state lets it go first.
  const held = useRef<PlanState | null>(null);
  const release = useCallback(() => {
    const next = held.current;
    if (next === null) return;
    held.current = null;
    setState(next);
  }, []);

  /** Sends the plan's new state to the engine; true when `hold` asked for it and the state is held until the answer. */
  const reschedule = useCallback(
    (next: PlanState, previous: PlanState | null, hold = false): boolean => {
      const current = engine.current;
      if (current === null) return false;
      const mine = ++ticket.current;
      const overrides = loaded.current === null ? null : durationOverrides(loaded.current, next);
      if (overrides === null) loaded.current = next;
      const holding = hold && overrides !== null;
      if (holding) {
        held.current = next;
        window.setTimeout(() => {
          if (held.current === next) release();
        }, HOLD_MS);
      }
      // A whole plan is copied to the worker in parts, each cut down to what the engine reads (see the engine).
      const command = overrides === null ? ({ type: 'load-plan', plan: next, base, today } as const) : ({ type: 'apply', durations: overrides } as const);
      void current.send(command).then((response) => {
        if (response.ok) {
          // Every answer is taken, in order; each holds every activity's dates. An edit's is drawn at once, in the
          // worker's message task; one the planner is not waiting on (the first pass after opening, new calendars)
          // is drawn in slices that let scrolling frames through (50 ms of rendering at 50,000 rows).
          const draw = () => {
            release();
            // A plan loaded whole is answered in the order of the rows sent.
            setDates((old) => new ScheduledDates(indexOf.current(response.columns, overrides === null ? next.activities : undefined), response.columns, old));
            if (mine === ticket.current) setProjectFinish(response.projectFinish);
          };
          if (previous === null && held.current === null) startTransition(draw);
          else flushSync(draw);
          return;
        }
        // A refused plan or set of overrides leaves the engine on its last scenario: the next edit loads the plan whole.
        release();
        loaded.current = null;
        if (mine !== ticket.current) return;
        if (response.code === 'cycle' && previous !== null) {
          // The edit closed a loop: it is taken back and the loop named, as the circular-links dialog of the spec.
          history.current.undo(next);
          setState(previous);
          setCycle(response.message);
          reschedule(previous, null);
        }
      });
      return holding;
    },
    [base, today, release],
  );

  useEffect(() => {
    const started = startWhatIfEngine();
    engine.current = started;
    // The chart opens on the dates the plan was saved with; the engine's own pass (copying the whole plan to the
    // worker, and drawing its answer) waits until the page is idle after that first paint and the planner is not
    // scrolling. An edit made sooner loads the plan itself.
    let lastScroll = -Infinity;
    const scrolled = () => {
      lastScroll = performance.now();
    };
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    let cancel = () => {};
    const firstPass = () => {
      if (performance.now() - lastScroll < QUIET_MS) {
        cancel = whenIdle(firstPass, 500);
        return;
      }
      window.removeEventListener('scroll', scrolled, { capture: true });
      if (loaded.current === null) reschedule(stateRef.current, null);
    };
    cancel = whenIdle(firstPass, 500);
    return () => {
      cancel();
      window.removeEventListener('scroll', scrolled, { capture: true });
      started.dispose();
      engine.current = null;
    };
    // Started once per opened plan; edits reschedule through `apply`.
  }, []);

  // Calendars changed since the plan was opened (the plan was read again), or the data date moved: the same edits
  // are scheduled anew on the new settings.
  const baseInUse = useRef(base);
  useEffect(() => {
    if (baseInUse.current === base) return;
    const previous = baseInUse.current;
    baseInUse.current = base;
    const overrides = loaded.current === null ? null : durationOverrides(loaded.current, state);
    if (engine.current !== null && previous.calendars === base.calendars && overrides !== null) {
      // Only the data date moved: the worker keeps its plan and schedules it again from the new date.
      const mine = ++ticket.current;
      const statusDate = base.options.statusDate ?? null;
      void engine.current.send({ type: 'data-date', statusDate, durations: overrides }).then((response) => {
        if (response.ok) {
          setDates((old) => new ScheduledDates(indexOf.current(response.columns), response.columns, old));
          if (mine === ticket.current) setProjectFinish(response.projectFinish);
        } else {
          loaded.current = null;
          reschedule(stateRef.current, null);
        }
      });
      return;
    }
    loaded.current = null;
    reschedule(state, null);
  }, [base, reschedule, state]);

  const activityDiff = useMemo(() => rowDiff(saved.state.activities, state.activities), [saved.state.activities, state.activities]);
  const linkDiff = useMemo(() => rowDiff(saved.state.links, state.links), [saved.state.links, state.links]);
  const changes = activityDiff.upsert.length + activityDiff.delete.length + linkDiff.upsert.length + linkDiff.delete.length;

  useEffect(() => {
    // Until the first edit here, a stored backup is an earlier visit's, waiting to be offered back: it stays.
    if (changes === 0) {
      if (edited.current) void removeBackup(plan.scheduleId);
      return undefined;
    }
    edited.current = true;
    let current = true;
    const timer = setTimeout(() => {
      const changes = { activities: activityDiff, links: linkDiff };
      void writeBackup(plan.scheduleId, { baseVersion: saved.version, changes, at: new Date().toISOString() }).then((ok) => {
        if (current) setKept({ state, ok });
      });
    }, BACKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [changes, state, saved.version, plan.scheduleId, activityDiff, linkDiff]);

  useEffect(() => {
    if (changes === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes]);

  // Edits read the newest state from here: updaters stay pure, and two edits in one event see each other.
  const stateRef = useRef(state);
  stateRef.current = held.current ?? state;

  const apply = useCallback(
    (edit: (current: PlanState) => PlanState) => {
      const current = stateRef.current;
      const next = edit(current);
      if (next === current) return;
      history.current.record(current);
      stateRef.current = next;
      if (!reschedule(next, current, true)) setState(next);
    },
    [reschedule],
  );

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const current = stateRef.current;
      const next = direction === 'undo' ? history.current.undo(current) : history.current.redo(current);
      if (next === undefined) return;
      held.current = null;
      stateRef.current = next;
      setState(next);
      setTick((n) => n + 1);
      reschedule(next, null);
    },
    [reschedule],
  );

  const clearCycle = useCallback(() => setCycle(null), []);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (savingRef.current) return { kind: 'busy' };
    // An edit still held for its dates is saved and drawn too.
    const state = stateRef.current;
    release();
    // The dates travel as the engine gave them, so other modules read the scheduled plan.
    const withDates = state.activities.map((a) => {
      const scheduledDates = dates.get(a.id);
      if (scheduledDates === undefined) return a;
      const spanned = a.kind === 'summary' ? summaryDuration(calendarOfActivity(calendars, plan.engine.model.options.defaultCalendarId, a), scheduledDates.earlyStart, scheduledDates.earlyFinish) : undefined;
      return { ...a, start: scheduledDates.earlyStart, finish: scheduledDates.earlyFinish, duration: spanned ?? a.duration };
    });
    const activities = rowDiff(saved.state.activities, withDates);
    const links = rowDiff(saved.state.links, state.links);
    if (isEmptyDiff(activities) && isEmptyDiff(links)) return { kind: 'nothing' };
    savingRef.current = true;
    setSaving(true);
    try {
      const reply = await savePlan({ projectId, scheduleId: plan.scheduleId, baseVersion: saved.version, activities, links });
      const next = { activities: withDates, links: state.links };
      setSaved({ version: reply.version, state: next });
      setState(next);
      return { kind: 'saved', version: reply.version };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SAVE_CONFLICT') return { kind: 'conflict', details: error.details as SaveConflictDetails };
      if (error instanceof ApiError && error.code === 'SAVE_IN_PROGRESS') return { kind: 'busy' };
      return { kind: 'failed', error };
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [dates, projectId, plan.scheduleId, plan.engine.model.options.defaultCalendarId, calendars, saved, release]);

  const restore = useCallback(
    (backup: Backup) => {
      // The changes go onto the version open now: a backup made on an older one keeps its edits, as a rebase does.
      const restored = { activities: applyRowDiff(saved.state.activities, backup.changes.activities), links: applyRowDiff(saved.state.links, backup.changes.links) };
      held.current = null;
      history.current.record(state);
      setState(restored);
      reschedule(restored, null);
    },
    [reschedule, state, saved.state],
  );

  const rebase = useCallback(
    (latest: PlanReply): RebasedPlan => {
      const theirs: PlanState = { activities: latest.activities, links: latest.links };
      const result = rebasePlan(saved.state, state, theirs);
      held.current = null;
      history.current.record(state);
      setSaved({ version: latest.version, state: theirs });
      setState(result.state);
      reschedule(result.state, null);
      return result;
    },
    [reschedule, saved.state, state],
  );

  return {
    state,
    dates,
    projectFinish,
    cycle,
    clearCycle,
    apply,
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: history.current.canUndo,
    canRedo: history.current.canRedo,
    changes,
    backupState: changes === 0 ? 'none' : kept?.state !== state ? 'pending' : kept.ok ? 'kept' : 'failed',
    saving,
    version: saved.version,
    save,
    restore,
    rebase,
    discardBackup: () => void removeBackup(plan.scheduleId),
  };
}
