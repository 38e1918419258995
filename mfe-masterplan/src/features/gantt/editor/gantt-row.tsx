import { memo, type CSSProperties, type DragEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { PlanActivity } from '@tenon/contracts';
import type { GanttColumnKey } from '@tenon/contracts/types';
import { submittalDates } from '@tenon/lean';
import { toIsoDate } from '@tenon/ui';
import type { BaselineCells } from '../../baselines/baseline-variance';
import type { WhatIfDates } from '../what-if/what-if-protocol';
import { PROGRESS_COLOURS, STATUS_COLOURS, type StatusOf } from '../../progress/plan-progress';

export const ROW = 30;

export type Field = 'name' | 'duration' | 'predecessors' | 'progress';
export type Editing = { id: string; field: Field; value: string };
export type DropPosition = 'above' | 'below';

/** Names the grid shows for ids: calendars, subcontracts, tags and members. They change rarely, so rows keep them by reference. */
export interface RowLookups {
  calendars: ReadonlyMap<string, string>;
  subcontracts: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, string>;
  members: ReadonlyMap<string, string>;
}

/** What a row does, read through one stable object so a row re-renders only when what it shows changes. */
export interface RowActions {
  click: (id: string, event: ReactMouseEvent) => void;
  contextMenu: (id: string) => void;
  toggle: (id: string) => void;
  edit: (editing: Editing | null) => void;
  commit: () => void;
  openForm: (id: string) => void;
  dragStart: (id: string, event: DragEvent) => void;
  dragOver: (id: string, event: DragEvent) => void;
  drop: (id: string, event: DragEvent) => void;
  dragEnd: () => void;
}

export interface GanttRowProps {
  item: PlanActivity;
  depth: number;
  hasChildren: boolean;
  /** The engine's dates; before its first answer the stored ones are shown. */
  scheduled: WhatIfDates | undefined;
  columns: readonly { key: GanttColumnKey; width: number }[];
  predecessors: string;
  successors: string;
  selected: boolean;
  collapsed: boolean;
  dropAt: DropPosition | undefined;
  /** The cell being typed in, when it is in this row. */
  editing: Editing | null;
  canEdit: boolean;
  draggable: boolean;
  perDay: number;
  /** The active baseline's cells for this activity; undefined when it has none or no baseline is active. */
  baseline: BaselineCells | undefined;
  /** Change requests waiting for this activity: a badge beside its name. */
  waitingRequests: number;
  /** Status and progress band on the data date, by the status criteria chosen. */
  status: StatusOf | undefined;
  /** The view's Show menu: the submittal icon beside the name, and the row's background under the level scheme. */
  showSubmittal: boolean;
  /** A summary's duration: the working time its activities span. Undefined for other rows. */
  summaryMinutes: number | undefined;
  tint: string | undefined;
  lookups: RowLookups;
  actions: RowActions;
  t: TFunction;
}

const days = (minutes: number, perDay: number) => Math.round((minutes / perDay) * 10) / 10;

/** One activity of the outline grid. Memoised: an edit or a scroll repaints the rows it changed, not the 40 on screen. */
export const GanttRow = memo(function GanttRow(props: GanttRowProps) {
  const { item, depth, hasChildren, scheduled, columns, selected, collapsed, dropAt, editing, canEdit, perDay, lookups, actions, t } = props;
  const earlyStart = scheduled?.earlyStart ?? item.start;
  const earlyFinish = scheduled?.earlyFinish ?? item.finish;
  // Its days follow the activity's start as the engine moves it, unless a required-on-site day is set.
  const submittal = !props.showSubmittal || item.submittal === null || item.submittal === undefined ? undefined : submittalDates(item.submittal, earlyStart, toIsoDate(new Date()));

  const cell = (field: Field, shown: string, width: number, align: 'left' | 'right' = 'left') => {
    const isEditing = editing !== null && editing.field === field;
    // A parent's duration, links and progress follow from its activities.
    const editable = canEdit && !(item.kind === 'summary' && (field === 'duration' || field === 'predecessors' || field === 'progress'));
    return (
      <div
        key={field}
        className="gantt-cell"
        style={{ width, textAlign: align }}
        data-testid={`cell-${field}-${item.correlativeId}`}
        onDoubleClick={() => editable && actions.edit({ id: item.id, field, value: field === 'name' ? item.name : shown })}
      >
        {isEditing ? (
          <input
            autoFocus
            aria-label={t(`col_${field}`)}
            data-testid={`edit-${field}`}
            value={editing.value}
            onChange={(event) => actions.edit({ ...editing, value: event.target.value })}
            onBlur={actions.commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') actions.commit();
              if (event.key === 'Escape') actions.edit(null);
              event.stopPropagation();
            }}
            style={{ width: '100%', boxSizing: 'border-box', border: '1px solid #1f6feb', padding: '0 4px', height: ROW - 6, font: 'inherit' }}
          />
        ) : (
          shown
        )}
      </div>
    );
  };

  const plain = (key: GanttColumnKey, width: number, text: string, align: 'left' | 'right' = 'left') => (
    <div key={key} className="gantt-cell" style={{ width, textAlign: align }} data-testid={`cell-${key}-${item.correlativeId}`} title={text}>
      {text}
    </div>
  );
  const floatDays = (minutes: number | undefined) => (minutes === undefined ? '' : String(days(minutes, perDay)));

  const columnCell = (key: GanttColumnKey, width: number) => {
    switch (key) {
      case 'id':
        return (
          <div key={key} className="gantt-cell" style={{ width }} onDoubleClick={() => actions.openForm(item.id)} data-testid={`cell-id-${item.correlativeId}`}>
            {item.correlativeId}
          </div>
        );
      case 'name':
        return (
          <div key={key} className="gantt-cell" style={{ width, paddingLeft: 6 + depth * 16, display: 'flex', alignItems: 'center' }}>
            {hasChildren ? (
              <button
                className="gantt-toggle"
                aria-label={collapsed ? t('expand') : t('collapse')}
                onClick={(event) => {
                  event.stopPropagation();
                  actions.toggle(item.id);
                }}
              >
                {collapsed ? '▸' : '▾'}
              </button>
            ) : (
              <span className="gantt-toggle-space" />
            )}
            {/* Border-box cells: the name gets what is left of the column after the indent, the padding and the toggle. */}
            {cell('name', item.name, Math.max(0, width - 12 - depth * 16 - 16 - (props.waitingRequests > 0 ? 22 : 0) - (submittal === undefined ? 0 : 20)))}
            {submittal === undefined ? null : (
              <span
                className={`gantt-submittal-icon${submittal.daysToSubmit < 0 ? ' late' : ''}`}
                title={t(submittal.daysToSubmit < 0 ? 'submittal_late' : 'submittal_dates', { submit: submittal.submitBy, approval: submittal.approvalBy, days: -submittal.daysToSubmit })}
                data-testid={`submittal-icon-${item.correlativeId}`}
              >
                <FileTextOutlined aria-hidden />
              </span>
            )}
            {props.waitingRequests > 0 ? (
              <span className="gantt-request-badge" title={t('pending_request', { count: props.waitingRequests })} data-testid={`pending-request-${item.correlativeId}`}>
                {props.waitingRequests}
              </span>
            ) : null}
          </div>
        );
      case 'duration': {
        const minutes = props.summaryMinutes ?? item.duration;
        return cell('duration', String(days(minutes, perDay)), width, 'right');
      }
      case 'start':
        return plain(key, width, earlyStart.slice(0, 10));
      case 'finish':
        return plain(key, width, earlyFinish.slice(0, 10));
      case 'predecessors':
        return cell('predecessors', props.predecessors, width);
      case 'successors':
        return plain(key, width, props.successors);
      case 'progress':
        return (
          <div key={key} style={{ width, flex: 'none', color: props.status === undefined ? undefined : PROGRESS_COLOURS[props.status.band], fontWeight: 600 }} data-band={props.status?.band}>
            {cell('progress', String(Math.round(item.progress * 100) / 100), width, 'right')}
          </div>
        );
      case 'status': {
        if (props.status === undefined) return plain(key, width, '');
        const colours = STATUS_COLOURS[props.status.key];
        return (
          <div key={key} className="gantt-cell" style={{ width }} data-testid={`cell-status-${item.correlativeId}`} data-status={props.status.key}>
            <span style={{ display: 'inline-block', padding: '0 6px', lineHeight: '18px', borderRadius: 9, background: colours.fill, color: '#1f2933', border: `1px solid ${colours.stroke}`, fontSize: 11 }}>
              {t(`activity_status_${props.status.key}`)}
            </span>
          </div>
        );
      }
      case 'actualStart':
        return plain(key, width, item.actualStart?.slice(0, 10) ?? '');
      case 'actualFinish':
        return plain(key, width, item.actualFinish?.slice(0, 10) ?? '');
      case 'totalFloat':
        return plain(key, width, floatDays(scheduled?.totalFloat), 'right');
      case 'freeFloat':
        return plain(key, width, floatDays(scheduled?.freeFloat), 'right');
      case 'constraint':
        return plain(key, width, item.constraintType === 'asap' ? '' : `${t(`constraint_${item.constraintType}`)}${item.constraintDate === null ? '' : ` ${item.constraintDate.slice(0, 10)}`}`);
      case 'calendar':
        return plain(key, width, item.calendarId === null ? '' : (lookups.calendars.get(item.calendarId) ?? ''));
      case 'subcontract':
        return plain(key, width, item.subcontractId === null ? '' : (lookups.subcontracts.get(item.subcontractId) ?? ''));
      case 'tags':
        return plain(key, width, item.tags.map((id) => lookups.tags.get(id) ?? id).join(', '));
      case 'responsibles':
        return plain(key, width, item.responsibleIds.map((id) => lookups.members.get(id) ?? '').filter(Boolean).join(', '));
      case 'baselineStart':
        return plain(key, width, props.baseline?.start.slice(0, 10) ?? '');
      case 'baselineFinish':
        return plain(key, width, props.baseline?.finish.slice(0, 10) ?? '');
      case 'baselineDuration':
        return plain(key, width, props.baseline === undefined ? '' : String(props.baseline.durationDays), 'right');
      case 'baselineVariance':
        return plain(key, width, props.baseline === undefined ? '' : String(props.baseline.varianceDays), 'right');
    }
  };

  return (
    <div
      className={`gantt-row${selected ? ' selected' : ''}${item.kind === 'summary' ? ' summary' : ''}`}
      style={{
        height: ROW,
        boxShadow: dropAt === undefined ? undefined : `inset 0 ${dropAt === 'above' ? 2 : -2}px 0 #1677ff`,
        ...(props.tint === undefined ? {} : ({ '--row-tint': props.tint } as CSSProperties)),
      }}
      data-tint={props.tint}
      aria-selected={selected}
      onClick={(event) => actions.click(item.id, event)}
      onContextMenu={() => actions.contextMenu(item.id)}
      draggable={props.draggable}
      onDragStart={(event) => actions.dragStart(item.id, event)}
      onDragOver={(event) => actions.dragOver(item.id, event)}
      onDrop={(event) => actions.drop(item.id, event)}
      onDragEnd={actions.dragEnd}
      data-drop={dropAt}
      data-testid={`gantt-row-${item.correlativeId}`}
    >
      {columns.map((column) => columnCell(column.key, column.width))}
    </div>
  );
});
