import { useState, type ReactNode } from 'react';
import { Select } from 'antd';
import type { TaskLeanStatus } from '@tenon/contracts/types';
import { LEAN_STATUS_COLOURS, LEAN_STATUS_ORDER } from './lean-status-colours';
import { PLAN_ICONS } from './plan-icons';

/**
 * The plan's rows are plain elements: an antd control per cell (a Select, Tooltips, a Popconfirm on every row) cost
 * each repaint of a filter or a regroup several milliseconds a row in style hooks alone. The full control is
 * mounted only where the user opens it.
 */
export const PLAN_ROW_CSS = `
.plan-row:hover > td { background: #f5f5f5 !important; }
.plan-row-action { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; padding: 0;
  border: 0; border-radius: 4px; background: transparent; color: rgba(0,0,0,0.88); cursor: pointer; font-size: 14px; }
.plan-row-action:hover { background: rgba(0,0,0,0.06); }
.plan-row-action:focus-visible, .plan-lean-picker:focus-visible { outline: 2px solid #1677ff; outline-offset: 1px; }
.plan-row-action.danger { color: #ff4d4f; }
.plan-lean-picker { display: inline-flex; align-items: center; gap: 6px; padding: 0 4px; border: 0; background: transparent;
  cursor: pointer; border-radius: 4px; }
.plan-lean-picker:hover { background: rgba(0,0,0,0.04); }
`;

/** A lean status as a coloured tag (antd's solid tag look, without its component). */
export function LeanStatusTag({ status, label }: { status: TaskLeanStatus; label: string }) {
  return (
    <span
      data-testid="lean-status-tag"
      data-lean-status={status}
      style={{ display: 'inline-block', padding: '0 7px', fontSize: 12, lineHeight: '20px', borderRadius: 4, color: '#fff', background: LEAN_STATUS_COLOURS[status], whiteSpace: 'nowrap' }}
    >
      {label}
    </span>
  );
}

/** A small icon button of a row: its name is its tooltip and its accessible name. */
export function RowAction({ label, icon, onClick, danger = false, testId }: { label: string; icon: ReactNode; onClick: () => void; danger?: boolean; testId: string }) {
  return (
    <button type="button" className={danger ? 'plan-row-action danger' : 'plan-row-action'} title={label} aria-label={label} onClick={onClick} data-testid={testId}>
      {icon}
    </button>
  );
}

/**
 * A task's lean status, changed in place: the tag with an arrow until it is clicked, then antd's select, open, until
 * a status is chosen or the list closes. Restricted is set by roadblocks only, so it is not offered.
 */
export function LeanStatusPicker({ status, label, labelOf, ariaLabel, testId, onChange }: {
  status: TaskLeanStatus;
  label: string;
  labelOf: (status: TaskLeanStatus) => string;
  ariaLabel: string;
  testId: string;
  onChange: (status: TaskLeanStatus) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="plan-lean-picker" aria-label={ariaLabel} aria-haspopup="listbox" data-testid={testId} onClick={() => setOpen(true)}>
        <LeanStatusTag status={status} label={label} />
        {PLAN_ICONS.open}
      </button>
    );
  }
  return (
    <Select
      size="small"
      variant="borderless"
      value={status}
      style={{ width: 130 }}
      aria-label={ariaLabel}
      data-testid={testId}
      defaultOpen
      autoFocus
      onBlur={() => setOpen(false)}
      onOpenChange={(next) => (next ? undefined : setOpen(false))}
      onChange={(next) => {
        setOpen(false);
        onChange(next);
      }}
      options={LEAN_STATUS_ORDER.filter((s) => s !== 'Restricted').map((option) => ({ value: option, label: <LeanStatusTag status={option} label={labelOf(option)} /> }))}
      labelRender={() => <LeanStatusTag status={status} label={label} />}
    />
  );
}
