import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Result, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookaheadWindowReply, TaskReply, ScheduleScope } from '@tenon/contracts/types';
import { ApiError, EmptyState, ErrorState, LoadingState } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { LEAN_STATUS_COLOURS } from '../planification/lean-status-colours';
import { orderedStructures, taktGrid } from './takt-grid';
import { useTaktTree } from './takt-tree.api';

const UNIT_COLUMN_WIDTH = 220;
const WEEK_COLUMN_MIN_WIDTH = 160;

/** What the takt mode needs before it can show anything: a structure with units, made on the takt units page. */
function NeedsStructure({ reason }: { reason: 'no_structure' | 'no_units' }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  return (
    <EmptyState
      testId="takt-mode-needs-structure"
      title={t(reason === 'no_structure' ? 'takt_mode_no_structure' : 'takt_mode_no_units')}
      description={t('takt_mode_needs_hint')}
      action={
        <Link to="/taktplanning/units" data-testid="takt-mode-units-link">
          <Button type="primary">{t('takt_mode_open_units')}</Button>
        </Link>
      }
    />
  );
}

/**
 * The plan's takt mode (spec part 3, 2.2): the window's takt tasks by production unit and week, read only; a task
 * opens the same form as in the table.
 */
export function TaktMode({ place, plan, onOpenTask }: { place: ScheduleScope; plan: LookaheadWindowReply; onOpenTask: (task: TaskReply) => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const tree = useTaktTree(place);
  const structures = useMemo(() => (tree.data === undefined ? [] : orderedStructures(tree.data)), [tree.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const structureId = structures.some((s) => s.id === chosen) ? chosen : (structures[0]?.id ?? null);
  // Takt tasks are named after their unit, so a cell names each by its trade (the activity).
  const trades = useMemo(() => new Map(plan.activities.map((activity) => [activity.id, activity.name])), [plan.activities]);
  const grid = useMemo(
    () => (tree.data === undefined || structureId === null ? null : taktGrid(tree.data, structureId, plan.tasks, plan.window)),
    [tree.data, structureId, plan.tasks, plan.window],
  );

  if (tree.isError) {
    if (tree.error instanceof ApiError && tree.error.status === 403) return <Result status="403" title={t('takt_mode_no_access')} data-testid="takt-mode-no-access" />;
    return <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />;
  }
  if (tree.data === undefined) return <LoadingState />;
  if (structureId === null || grid === null) return <NeedsStructure reason="no_structure" />;

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="takt-mode">
      <Space wrap>
        {structures.length > 1 ? (
          <Select
            aria-label={t('takt_mode_structure')}
            value={structureId}
            style={{ minWidth: 220 }}
            options={structures.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setChosen}
            data-testid="takt-mode-structure"
          />
        ) : (
          <strong data-testid="takt-mode-structure-name">{structures[0]?.name}</strong>
        )}
        <span style={{ color: 'rgba(0,0,0,0.55)' }} data-testid="takt-mode-count">
          {t('takt_mode_count', { count: grid.taskCount })}
        </span>
      </Space>
      {grid.rows.length === 0 ? (
        <NeedsStructure reason="no_units" />
      ) : (
        <div style={{ overflow: 'auto', maxHeight: '68vh', border: '1px solid #f0f0f0' }}>
          <table style={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: 12 }} data-testid="takt-grid">
            <thead>
              <tr>
                <th style={{ ...headerCell, left: 0, zIndex: 3, width: UNIT_COLUMN_WIDTH, minWidth: UNIT_COLUMN_WIDTH }}>{t('takt_mode_unit')}</th>
                {grid.weeks.map((week) => (
                  <th key={week.start} style={{ ...headerCell, minWidth: WEEK_COLUMN_MIN_WIDTH }} data-testid="takt-grid-week">
                    {t('window_range', { start: week.start, end: week.end })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.unitId} data-testid="takt-grid-row" data-unit-id={row.unitId}>
                  <th scope="row" style={{ ...unitCell, width: UNIT_COLUMN_WIDTH, minWidth: UNIT_COLUMN_WIDTH }}>
                    <div style={{ color: 'rgba(0,0,0,0.5)', fontWeight: 400 }}>{row.location}</div>
                    <div>{row.unitName}</div>
                  </th>
                  {row.cells.map((tasks, index) => (
                    <td key={grid.weeks[index]!.start} style={bodyCell}>
                      {tasks.map((task) => (
                        <Tooltip key={task.id} title={`${trades.get(task.activityId) ?? ''} · ${task.name} · ${t(`lean_${task.leanStatus}`)} · ${task.start.slice(0, 10)} – ${task.finish.slice(0, 10)}`}>
                          <button type="button" onClick={() => onOpenTask(task)} style={taskChip(LEAN_STATUS_COLOURS[task.leanStatus])} data-testid="takt-grid-task" data-lean-status={task.leanStatus}>
                            {trades.get(task.activityId) ?? task.name}
                          </button>
                        </Tooltip>
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Space>
  );
}

const headerCell = { position: 'sticky', top: 0, background: '#fafafa', borderBottom: '1px solid #f0f0f0', padding: '6px 8px', textAlign: 'left', zIndex: 2 } as const;
const unitCell = { position: 'sticky', left: 0, background: '#fff', borderBottom: '1px solid #f0f0f0', borderRight: '1px solid #f0f0f0', padding: '4px 8px', textAlign: 'left', fontWeight: 500, zIndex: 1 } as const;
const bodyCell = { borderBottom: '1px solid #f0f0f0', borderRight: '1px solid #f5f5f5', padding: 4, verticalAlign: 'top' } as const;

function taskChip(colour: string) {
  return {
    display: 'block',
    width: '100%',
    margin: '2px 0',
    padding: '2px 6px',
    border: 'none',
    borderLeft: `4px solid ${colour}`,
    background: `${colour}1a`,
    borderRadius: 3,
    color: 'rgba(0,0,0,0.88)',
    textAlign: 'left',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontSize: 12,
  } as const;
}
