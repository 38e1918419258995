import { useMemo, useState, type KeyboardEvent } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskReply } from '@tenon/contracts/types';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { LEAN_STATUS_COLOURS } from '../planification/lean-status-colours';
import type { PlanNames } from '../planification/plan-names';
import type { FindRow } from '../planification/plan-find';
import { useGroupLabel } from '../planification/plan-table';
import { ganttModeLayout, type GanttModeBar, type GanttModeRow } from './gantt-rows';

const ROW_PX = 28;
const NAME_PX = 300;
const HEADER_PX = 44;
/** Rows drawn beyond the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 8;

const today = () => new Date().toISOString().slice(0, 10);

function BarShape({ bar, colour, progress, summary }: { bar: GanttModeBar; colour: string; progress: number; summary: boolean }) {
  const width = bar.x1 - bar.x0;
  const y = summary ? 9 : 6;
  const height = summary ? 10 : 16;
  return (
    <g>
      <rect x={bar.x0} y={y} width={width} height={height} rx={summary ? 1 : 3} fill={colour} opacity={summary ? 0.85 : 0.3} />
      {summary ? null : <rect x={bar.x0} y={y} width={(width * Math.min(100, Math.max(0, progress))) / 100} height={height} rx={3} fill={colour} />}
      {bar.cutStart ? <path d={`M${bar.x0} ${y} l-5 ${height / 2} l5 ${height / 2} z`} fill={colour} /> : null}
      {bar.cutEnd ? <path d={`M${bar.x1} ${y} l5 ${height / 2} l-5 ${height / 2} z`} fill={colour} /> : null}
    </g>
  );
}

/**
 * The plan's Gantt mode (spec part 3 §2.2): the rows the table shows, as found, grouped and ordered, with the window's
 * days as the master plan's time scale draws them; activity bars over their tasks' bars coloured by lean status and
 * filled to their progress. A task opens its form on click or Enter. Only the rows in view are drawn.
 */
export function GanttMode({ rows, names, window, height, onOpenTask }: { rows: FindRow[]; names: PlanNames; window: { start: string; end: string }; height: number; onOpenTask: (task: TaskReply) => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const groupLabel = useGroupLabel(names);
  const layout = useMemo(() => ganttModeLayout(rows, window, groupLabel, today()), [rows, window, groupLabel]);
  const [scrollTop, setScrollTop] = useState(0);
  if (layout.rows.length === 0) return <Empty description={t('no_find_tasks')} data-testid="plan-gantt-empty" />;

  const bodyHeight = Math.max(ROW_PX, height - HEADER_PX);
  const first = Math.max(0, Math.floor(scrollTop / ROW_PX) - OVERSCAN);
  const last = Math.min(layout.rows.length, Math.ceil((scrollTop + bodyHeight) / ROW_PX) + OVERSCAN);
  const open = (row: GanttModeRow) => {
    if (row.kind === 'task') onOpenTask(row.task);
  };
  const onKey = (event: KeyboardEvent, row: GanttModeRow) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
    }
  };
  const totalWidth = NAME_PX + layout.width;

  return (
    <div data-testid="plan-gantt" style={{ border: '1px solid #f0f0f0', borderRadius: 6, overflow: 'hidden' }}>
      <div style={{ overflow: 'auto', height }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)} data-testid="plan-gantt-scroll">
        <div style={{ width: totalWidth, position: 'relative' }}>
          <div style={{ position: 'sticky', top: 0, zIndex: 2, display: 'flex', background: '#fafafa', borderBottom: '1px solid #f0f0f0', height: HEADER_PX }}>
            <div style={{ width: NAME_PX, flex: 'none', position: 'sticky', left: 0, background: '#fafafa', padding: '12px 8px', fontWeight: 600, zIndex: 3 }}>{t('column_name')}</div>
            <svg width={layout.width} height={HEADER_PX} style={{ display: 'block', flex: 'none' }} aria-hidden>
              {layout.weeks.map((week) => (
                <g key={week.date}>
                  <line x1={week.x} x2={week.x} y1={0} y2={HEADER_PX} stroke="#d9d9d9" />
                  <text x={week.x + 4} y={16} fontSize={11} fontWeight={600} fill="rgba(0,0,0,0.75)">
                    {t('gantt_week_of', { date: week.date })}
                  </text>
                </g>
              ))}
              {layout.days.map((day) => (
                <text key={day.date} x={day.x + layout.pxPerDay / 2} y={36} fontSize={10} textAnchor="middle" fill={day.weekend ? 'rgba(0,0,0,0.35)' : 'rgba(0,0,0,0.65)'}>
                  {Number(day.date.slice(8, 10))}
                </text>
              ))}
            </svg>
          </div>
          <div style={{ position: 'relative', height: layout.rows.length * ROW_PX }}>
            {layout.rows.slice(first, last).map((row, offset) => {
              const index = first + offset;
              const task = row.kind === 'task';
              return (
                <div
                  key={row.key}
                  data-testid={task ? 'plan-gantt-task' : row.kind === 'activity' ? 'plan-gantt-activity' : 'plan-gantt-group'}
                  data-task-id={task ? row.taskId : undefined}
                  role={task ? 'button' : undefined}
                  tabIndex={task ? 0 : undefined}
                  aria-label={task ? t('gantt_open_task', { name: row.name }) : undefined}
                  onClick={() => open(row)}
                  onKeyDown={(event) => onKey(event, row)}
                  style={{ position: 'absolute', top: index * ROW_PX, height: ROW_PX, width: totalWidth, display: 'flex', cursor: task ? 'pointer' : 'default', background: row.kind === 'group' ? '#f0f5ff' : row.kind === 'activity' ? '#fafafa' : '#fff', borderBottom: '1px solid #f5f5f5' }}
                >
                  <div style={{ width: NAME_PX, flex: 'none', position: 'sticky', left: 0, background: 'inherit', padding: `4px 8px 4px ${row.kind === 'task' ? 8 + row.depth * 14 : 8}px`, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', zIndex: 1 }}>
                    {row.kind === 'group' ? <strong>{row.label}</strong> : row.kind === 'activity' ? (
                      <>
                        <span style={{ color: 'rgba(0,0,0,0.45)', marginRight: 6 }}>{row.wbs}</span>
                        <strong>{row.name}</strong>
                      </>
                    ) : (
                      row.name
                    )}
                  </div>
                  <svg width={layout.width} height={ROW_PX} style={{ display: 'block', flex: 'none' }}>
                    {layout.days.map((day) => (day.weekend ? <rect key={day.date} x={day.x} y={0} width={layout.pxPerDay} height={ROW_PX} fill="#fafafa" /> : null))}
                    {layout.todayX === null ? null : <line x1={layout.todayX} x2={layout.todayX} y1={0} y2={ROW_PX} stroke="#f5222d" strokeDasharray="3 3" />}
                    {row.kind === 'activity' && row.bar !== null ? <BarShape bar={row.bar} colour="#595959" progress={row.progress} summary /> : null}
                    {row.kind === 'task' && row.bar !== null ? <BarShape bar={row.bar} colour={LEAN_STATUS_COLOURS[row.leanStatus]} progress={row.progress} summary={false} /> : null}
                  </svg>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
