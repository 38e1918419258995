
// The selected project and schedule are shared by the shell and every module through this one store
// (@tenon/ui is a federation singleton), and remembered per company across reloads.
const SELECTION_KEY = 'tenon.selection';

export interface Selection {
  companyId: string | null;
  projectId: string | null;
  scheduleId: string | null;
}

const EMPTY: Selection = { companyId: null, projectId: null, scheduleId: null };
type Listener = () => void;

function readSelection(): Selection {
  try {
    const raw = window.localStorage.getItem(SELECTION_KEY);
    return raw === null ? EMPTY : { ...EMPTY, ...(JSON.parse(raw) as Partial<Selection>) };
  } catch {
    return EMPTY;
  }
}

class SelectionStore {
  private selection: Selection | null = null;
  private readonly listeners = new Set<Listener>();

  getSelection = (): Selection => {
    this.selection ??= readSelection();
    return this.selection;
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps the selection only while it belongs to the given company. */
  scopeToCompany(companyId: string): void {
    if (this.getSelection().companyId !== companyId) this.write({ companyId, projectId: null, scheduleId: null });
  }

  selectProject(projectId: string | null): void {
    const current = this.getSelection();
    if (current.projectId === projectId) return;
    this.write({ ...current, projectId, scheduleId: null });
  }

  selectSchedule(scheduleId: string | null): void {
    const current = this.getSelection();
    if (current.scheduleId === scheduleId) return;
    this.write({ ...current, scheduleId });
  }

  clear(): void {
    window.localStorage.removeItem(SELECTION_KEY);
    this.selection = EMPTY;
    this.notify();
  }

  private write(selection: Selection): void {
    window.localStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
    this.selection = selection;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const selectionStore = new SelectionStore();
