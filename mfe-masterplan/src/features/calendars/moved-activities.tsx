import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarChangeReply, MovedActivity } from '@tenon/contracts/types';
import { CALENDARS_NAMESPACE } from './calendar-messages';

const day = (wallClock: string | null) => (wallClock === null ? '—' : wallClock.slice(0, 10));
const span = (from: string, to: string) => (day(from) === day(to) ? day(to) : `${day(from)} → ${day(to)}`);

/** What the engine moved when a calendar changed, so the planner sees the effect before opening the Gantt. */
export function MovedActivities({ change, onClose }: { change: CalendarChangeReply; onClose: () => void }) {
  const { t } = useTranslation(CALENDARS_NAMESPACE);
  const finishMoved = change.projectFinishBefore !== change.projectFinish;
  const summary =
    change.movedCount === 0
      ? t('moved_none')
      : `${t('moved_count', { count: change.movedCount })}${finishMoved ? ` ${t('moved_finish', { from: day(change.projectFinishBefore), to: day(change.projectFinish) })}` : ''}`;
  return (
    <Alert
      type={change.movedCount === 0 ? 'success' : 'info'}
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={<span data-testid="calendar-moved-summary">{summary}</span>}
      description={
        change.moved.length === 0 ? undefined : (
          <Table
            size="small"
            rowKey="id"
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            dataSource={change.moved}
            columns={[
              { key: 'id', title: 'ID', width: 70, render: (_: unknown, a: MovedActivity) => a.correlativeId },
              { key: 'name', title: t('moved_activity'), render: (_: unknown, a: MovedActivity) => a.name },
              { key: 'start', title: t('moved_start'), render: (_: unknown, a: MovedActivity) => span(a.startBefore, a.start) },
              { key: 'finish', title: t('moved_finish_column'), render: (_: unknown, a: MovedActivity) => span(a.finishBefore, a.finish) },
            ]}
          />
        )
      }
      data-testid="calendar-moved"
    />
  );
}
