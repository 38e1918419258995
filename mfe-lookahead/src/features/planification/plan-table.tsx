import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode, type ThHTMLAttributes } from 'react';
import { App } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlanColumn, PlanColumnKey, TaskLeanStatus, TaskReply, WindowActivity } from '@tenon/contracts/types';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { progressColour } from './lean-status-colours';
import { PLAN_ICONS } from './plan-icons';
import { LeanStatusPicker, LeanStatusTag, PLAN_ROW_CSS, RowAction } from './plan-row-parts';
import type { PlanNames } from './plan-names';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from './plan-columns';
import type { FindRow } from './plan-find';
import { visibleWindow } from '@tenon/gantt';

type PlanRow = FindRow;
type ItemRow = Exclude<FindRow, { kind: 'group' }>;

/** One column of the plan: its cell for a task or activity row (group rows carry only their heading, in the name column). */
interface PlanColumnDef {
  key: PlanColumnKey;
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  render: (row: ItemRow) => ReactNode;
}

/** Every row is one line of this height, so the rows in view follow from the scroll position alone. */
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 39;
/** Rows laid out beyond each edge of the view: a scroll repaints at once, so two cover a wheel step's first frame. */
const OVERSCAN_ROWS = 2;
const BORDER = '1px solid #f0f0f0';

export interface ColumnLayout {
  columns: PlanColumn[];
  onMove: (dragged: PlanColumnKey, target: PlanColumnKey) => void;
  /** A width on mouse up; 'default' on a double-click of the handle. */
  onResize: (key: PlanColumnKey, width: number | 'default') => void;
}

const COLUMN_DRAG_TYPE = 'application/x-plan-column';

type HeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & { columnKey?: PlanColumnKey; width?: number; layout?: ColumnLayout };

/**
 * A header cell that is dragged onto another to move its column, with a handle on its right edge to resize it: the
 * width follows the mouse as a guide line and is kept on mouse up; a double-click goes back to the default width.
 */
function HeaderCell({ columnKey, width, layout, style, children, ...rest }: HeaderCellProps) {
  const resizing = useRef(false);
  const [dragOver, setDragOver] = useState(false);
  const [delta, setDelta] = useState<number | null>(null);
  if (columnKey === undefined || layout === undefined || width === undefined) return <th style={style} {...rest}>{children}</th>;
  const startResize = (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    resizing.current = true;
    const fromX = event.clientX;
    const clamp = (dx: number) => Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, width + dx)) - width;
    const move = (e: MouseEvent) => setDelta(clamp(e.clientX - fromX));
    const up = (e: MouseEvent) => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      resizing.current = false;
      setDelta(null);
      const dx = clamp(e.clientX - fromX);
      if (dx !== 0) layout.onResize(columnKey, width + dx);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };
  const cellStyle: CSSProperties = { ...style, position: (style?.position) ?? 'relative', cursor: 'grab', ...(dragOver ? { boxShadow: 'inset 3px 0 0 #1677ff' } : {}) };
  return (
    <th
      {...rest}
      style={cellStyle}
      draggable
      data-column-key={columnKey}
      onDragStart={(event) => {
        if (resizing.current) {
          event.preventDefault();
          return;
        }
        event.dataTransfer.setData(COLUMN_DRAG_TYPE, columnKey);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(COLUMN_DRAG_TYPE)) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        const dragged = event.dataTransfer.getData(COLUMN_DRAG_TYPE);
        if (dragged !== '' && dragged !== columnKey) layout.onMove(dragged as PlanColumnKey, columnKey);
      }}
    >
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        data-testid={`column-resize-${columnKey}`}
        onMouseDown={startResize}
        onDoubleClick={(event) => {
          event.stopPropagation();
          layout.onResize(columnKey, 'default');
        }}
        onClick={(event) => event.stopPropagation()}
        style={{ position: 'absolute', top: 0, right: 0, width: 8, height: '100%', cursor: 'col-resize', zIndex: 2 }}
      />
      {delta !== null ? <span style={{ position: 'absolute', top: 0, left: width + delta - 1, width: 2, height: '100vh', background: '#1677ff', zIndex: 3, pointerEvents: 'none' }} /> : null}
    </th>
  );
}

/**
 * One translation per label and count (or activity named) for a whole repaint: a row's cells asked i18next again for
 * the same words, and its interpolation of an activity's name took 3.7 ms of a filter's repaint in a CPU profile.
 */
function keptLabels(t: (key: string, options?: { count: number } | { activity: string }) => string) {
  const kept = new Map<string, string>();
  const translate = (id: string, ask: () => string) => {
    let text = kept.get(id);
    if (text === undefined) {
      text = ask();
      kept.set(id, text);
    }
    return text;
  };
  return {
    label: (key: string, count?: number) => translate(count === undefined ? key : `${key}#${count}`, () => (count === undefined ? t(key) : t(key, { count }))),
    named: (key: string, activity: string) => translate(`${key}\u0000${activity}`, () => t(key, { activity })),
  };
}

const ROW_SHADES = { group: '#e6f4ff', activity: '#fafafa' } as const;
const inline: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6, maxWidth: '100%' };
const countBadge: CSSProperties = { padding: '0 7px', fontSize: 12, lineHeight: '20px', borderRadius: 4, border: BORDER, background: '#fafafa' };

export interface PlanTableActions {
  canAdd: (activity: WindowActivity) => boolean;
  onAdd: (activity: WindowActivity) => void;
  onEdit: (task: TaskReply) => void;
  onDuplicate: (task: TaskReply) => void;
  onDelete: (task: TaskReply) => void;
  onLeanStatus: (task: TaskReply, status: TaskLeanStatus) => void;
  /** Asks the planner for new dates of the activity (a modification request). */
  onRequestChange: (activity: WindowActivity) => void;
}

const day = (date: string) => date.slice(0, 10);

/** What a group row of the plan reads: the lean status, priority, person or subcontract it gathers. */
export function useGroupLabel(names: PlanNames): (row: Extract<PlanRow, { kind: 'group' }>) => string {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  return useCallback(
    (row: Extract<PlanRow, { kind: 'group' }>) => {
      if (row.group === 'leanStatus') return t(`lean_${row.value}`);
      if (row.group === 'priority') return t(`priority_${row.value}`);
      if (row.value === null) return t(row.group === 'responsible' ? 'group_no_responsible' : 'group_no_subcontract');
      return row.group === 'responsible' ? names.person(row.value) : names.subcontract(row.value);
    },
    [t, names],
  );
}

/**
 * Activities as group rows with their tasks beneath, virtualised so a long window scrolls without lag (spec part 3,
 * 2.2): a plain table of one-line rows that lays out only the rows in view. A filter or a regroup costs the rows in
 * view, where the general-purpose table re-processed all of a 10,000-activity window's rows on every change.
 * `printing`: every row laid out (no virtual window) and no actions, for the PDF.
 */
export const PlanTable = memo(function PlanTable({ rows, names, actions, height, layout, printing = false }: { rows: PlanRow[]; names: PlanNames; actions: PlanTableActions; height: number; layout: ColumnLayout; printing?: boolean }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const groupLabel = useGroupLabel(names);
  const { modal } = App.useApp();
  // One confirmation opened on demand, where a Popconfirm on every row cost each repaint its trigger.
  const confirmDelete = useCallback(
    (task: TaskReply) =>
      void modal.confirm({ title: t('task_delete_confirm', { name: task.name }), okText: t('delete'), cancelText: t('cancel'), okButtonProps: { danger: true }, onOk: () => actions.onDelete(task) }),
    [modal, t, actions],
  );
  const columns = useMemo<PlanColumnDef[]>(() => {
    const { label, named } = keptLabels(t);
    return [
      {
        title: label('column_name'),
        key: 'name',
        width: 340,
        render: (item: ItemRow) => {
          const row = item as PlanRow;
          return row.kind === 'group' ? (
            <span style={inline} data-testid={`plan-group-${row.value ?? 'none'}`}>
              <strong>{groupLabel(row)}</strong>
              <span style={countBadge}>{row.count}</span>
            </span>
          ) : row.kind === 'activity' ? (
            <span style={inline} data-testid={`plan-activity-${row.activity.id}`}>
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>{row.activity.wbs}</span>
              <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.activity.name}</strong>
              {actions.canAdd(row.activity) ? (
                <RowAction label={named('task_add_to', row.activity.name)} icon={PLAN_ICONS.add} onClick={() => actions.onAdd(row.activity)} testId={`plan-add-task-${row.activity.id}`} />
              ) : null}
            </span>
          ) : (
            <span style={{ paddingLeft: row.depth * 18 }} data-testid={`plan-task-${row.task.id}`}>
              {row.task.name}
            </span>
          );
        },
      },
      { title: label('column_start'), key: 'start', width: 110, render: (row: ItemRow) => day(row.kind === 'activity' ? row.activity.start : row.task.start) },
      { title: label('column_finish'), key: 'finish', width: 110, render: (row: ItemRow) => day(row.kind === 'activity' ? row.activity.finish : row.task.finish) },
      { title: label('column_duration'), key: 'duration', width: 90, align: 'right', render: (row: ItemRow) => (row.kind === 'task' ? label('days', row.task.duration) : null) },
      {
        title: label('column_lean_status'),
        key: 'leanStatus',
        width: 150,
        render: (row: ItemRow) => {
          if (row.kind === 'activity') return row.activity.leanStatus === null ? null : <LeanStatusTag status={row.activity.leanStatus} label={label(`lean_${row.activity.leanStatus}`)} />;
          const task = row.task;
          if (!task.editable || task.leanStatus === 'Restricted') return <LeanStatusTag status={task.leanStatus} label={label(`lean_${task.leanStatus}`)} />;
          // Keyed by its task: rows are reused by place, and a list left open must not change another task.
          return (
            <LeanStatusPicker
              key={task.id}
              status={task.leanStatus}
              label={label(`lean_${task.leanStatus}`)}
              labelOf={(status) => label(`lean_${status}`)}
              ariaLabel={label('column_lean_status')}
              testId={`plan-lean-status-${task.id}`}
              onChange={(status) => actions.onLeanStatus(task, status)}
            />
          );
        },
      },
      {
        title: label('column_progress'),
        key: 'progress',
        width: 90,
        align: 'right',
        render: (row: ItemRow) => {
          const progress = row.kind === 'activity' ? row.activity.tasksProgress : row.task.progress;
          return progress === null ? null : <span style={{ color: progressColour(progress), fontWeight: 600 }}>{Math.round(progress)}%</span>;
        },
      },
      { title: label('column_responsibles'), key: 'responsibles', width: 170, render: (row: ItemRow) => (row.kind === 'task' ? row.task.responsibleIds.map(names.person).join(', ') : null) },
      { title: label('column_subcontract'), key: 'subcontract', width: 150, render: (row: ItemRow) => names.subcontract(row.kind === 'activity' ? row.activity.subcontractId : row.task.subcontractId) },
      { title: label('column_priority'), key: 'priority', width: 90, render: (row: ItemRow) => (row.kind === 'task' ? label(`priority_${row.task.priority}`) : null) },
      {
        title: label('column_unfit'),
        key: 'unfit',
        width: 70,
        align: 'center',
        render: (row: ItemRow) =>
          row.kind === 'task' && row.task.unfit !== null ? (
            <span title={label(`${row.task.unfit}_unfit`)}>
              <WarningOutlined style={{ color: '#d46b08' }} aria-label={label(`${row.task.unfit}_unfit`)} data-testid={`plan-unfit-${row.task.id}`} />
            </span>
          ) : null,
      },
      { title: label('column_roadblocks'), key: 'roadblocks', width: 90, align: 'right', render: (row: ItemRow) => (row.kind === 'task' && row.task.openRoadblocks > 0 ? row.task.openRoadblocks : null) },
      {
        title: label('column_actions'),
        key: 'actions',
        width: 120,
        render: (row: ItemRow) =>
          row.kind === 'activity' ? (
            actions.canAdd(row.activity) ? (
              <RowAction label={named('change_request_open_for', row.activity.name)} icon={PLAN_ICONS.changeRequest} onClick={() => actions.onRequestChange(row.activity)} testId={`plan-request-change-${row.activity.id}`} />
            ) : null
          ) : row.task.editable ? (
            <span style={inline}>
              <RowAction label={label('task_edit')} icon={PLAN_ICONS.edit} onClick={() => actions.onEdit(row.task)} testId={`plan-edit-${row.task.id}`} />
              <RowAction label={label('task_duplicate')} icon={PLAN_ICONS.copy} onClick={() => actions.onDuplicate(row.task)} testId={`plan-duplicate-${row.task.id}`} />
              <RowAction label={label('task_delete')} icon={PLAN_ICONS.delete} danger onClick={() => confirmDelete(row.task)} testId={`plan-delete-${row.task.id}`} />
            </span>
          ) : null,
      },
    ];
  },
    [t, names, actions, groupLabel, confirmDelete],
  );
  // The saved layout: order, widths and what is shown; the name column stays at the left edge and the actions at the
  // right edge while the plan scrolls sideways, when they are first and last.
  const laidOut = useMemo<LaidOutColumn[]>(() => {
    const byKey = new Map(columns.map((column) => [column.key, column]));
    const shown = layout.columns.filter((c) => c.visible && byKey.has(c.key) && !(printing && c.key === 'actions'));
    return shown.map((setting, i) => ({
      ...byKey.get(setting.key)!,
      width: setting.width,
      sticky: printing ? undefined : setting.key === 'name' && i === 0 ? 'left' : setting.key === 'actions' && i === shown.length - 1 ? 'right' : undefined,
    }));
  }, [columns, layout, printing]);
  const width = useMemo(() => laidOut.reduce((sum, column) => sum + column.width, 0), [laidOut]);
  // The first row in view, not the scroll offset: a scroll within one row does not repaint the table.
  const [topRow, setTopRow] = useState(0);
  const bodyHeight = Math.max(ROW_HEIGHT, height);
  // A filter that leaves fewer rows than the scroll position showed: the browser pulls the scroll back, this follows.
  const top = Math.min(topRow * ROW_HEIGHT, Math.max(0, rows.length * ROW_HEIGHT - bodyHeight));
  const { first, last } = printing ? { first: 0, last: rows.length - 1 } : visibleWindow(top, bodyHeight, ROW_HEIGHT, rows.length, OVERSCAN_ROWS);
  const shownRows = rows.slice(first, last + 1);
  const padTop = first * ROW_HEIGHT;
  const padBottom = Math.max(0, (rows.length - 1 - last) * ROW_HEIGHT);
  return (
    <div
      data-testid="plan-table"
      role="presentation"
      onScroll={printing ? undefined : (event) => setTopRow(Math.floor(event.currentTarget.scrollTop / ROW_HEIGHT))}
      style={printing ? undefined : { maxHeight: bodyHeight + HEADER_HEIGHT, overflow: 'auto', position: 'relative', border: BORDER, borderRadius: 6, contain: 'content' }}
    >
      <style>{PLAN_ROW_CSS}</style>
      <table role="grid" aria-rowcount={rows.length} style={{ width, minWidth: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, fontSize: 14 }}>
        <colgroup>
          {laidOut.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr style={{ height: HEADER_HEIGHT }}>
            {laidOut.map((column) => (
              <HeaderCell
                key={column.key}
                columnKey={printing ? undefined : column.key}
                width={column.width}
                layout={printing ? undefined : layout}
                scope="col"
                style={{ ...cellBox(column, 'header'), textAlign: column.align ?? 'left' }}
              >
                {column.title}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden style={{ height: padTop }}>
              <td colSpan={laidOut.length} style={{ padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {/* Keyed by place, as virtual lists are: a regroup or a filter rewrites the rows in view, not rebuild them. */}
          {shownRows.map((row, i) => (
            <tr key={first + i} className="plan-row" data-row-kind={row.kind} aria-rowindex={first + i + 1} style={{ height: ROW_HEIGHT }}>
              {laidOut.map((column) => (
                <td key={column.key} style={{ ...cellBox(column, row.kind), textAlign: column.align ?? 'left' }}>
                  {row.kind === 'group' && column.key !== 'name' ? null : column.render(row as ItemRow)}
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 ? (
            <tr aria-hidden style={{ height: padBottom }}>
              <td colSpan={laidOut.length} style={{ padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
});

type LaidOutColumn = PlanColumnDef & { sticky: 'left' | 'right' | undefined };

/** A cell's box: one line, clipped with an ellipsis, with the row's shade; sticky cells keep theirs over what scrolls under. */
function cellBox(column: LaidOutColumn, kind: PlanRow['kind'] | 'header'): CSSProperties {
  const background = kind === 'header' ? '#fafafa' : kind === 'group' ? ROW_SHADES.group : kind === 'activity' ? ROW_SHADES.activity : '#ffffff';
  const box: CSSProperties = {
    padding: '0 8px',
    borderBottom: BORDER,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    background,
    // The header's resize guide line reaches below its cell.
    ...(kind === 'header' ? { position: 'sticky', top: 0, zIndex: 2, fontWeight: 600, overflow: 'visible' } : {}),
  };
  if (column.sticky === 'left') return { ...box, position: 'sticky', left: 0, zIndex: kind === 'header' ? 3 : 1, boxShadow: 'inset -1px 0 0 #f0f0f0' };
  if (column.sticky === 'right') return { ...box, position: 'sticky', right: 0, zIndex: kind === 'header' ? 3 : 1, boxShadow: 'inset 1px 0 0 #f0f0f0' };
  return box;
}
