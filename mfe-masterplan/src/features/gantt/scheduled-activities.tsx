import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Row, Space, Statistic, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultDateFormat, formatDate } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import type { CriticalPath, ScheduledActivity } from './critical-path.api';
import { DurationInput } from './what-if/duration-input';
import { useWhatIf } from './what-if/use-what-if';
import { WhatIfBar } from './what-if/what-if-bar';

/** Working minutes in working days of the schedule's calendar, to one decimal (a half day is 0.5). */
export function workingDays(minutes: number, minutesPerDay: number): number {
  const days = Math.round((minutes / minutesPerDay) * 10) / 10;
  return Object.is(days, -0) ? 0 : days;
}

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The schedule as the CPM engine computed it: dates, floats and the critical path, with a filter to that path, and a
 * what-if mode where durations are edited and the engine re-schedules in the browser at once.
 */
export function ScheduledActivities({ plan: scheduled }: { plan: CriticalPath }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const dateFormat = defaultDateFormat(i18n.language);
  const [criticalOnly, setCriticalOnly] = useState(false);
  const [whatIfOn, setWhatIfOn] = useState(false);
  const whatIf = useWhatIf(scheduled, whatIfOn);
  const plan = whatIfOn ? whatIf.plan : scheduled;
  const { undo } = whatIf;
  const changed = (id: string) => whatIfOn && whatIf.overrides.has(id);
  const plannedFinish = useMemo(() => new Map(scheduled.activities.map((a) => [a.id, a.earlyFinish])), [scheduled]);

  useEffect(() => {
    if (!whatIfOn) return undefined;
    // Ctrl+Z (Cmd+Z) undoes the last what-if edit, except inside a field, where it is the field's own undo.
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z' && !typingIn(event.target)) {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [whatIfOn, undo]);
  const leaves = plan.activities.filter((activity) => activity.kind !== 'summary');
  const criticalCount = leaves.filter((activity) => activity.critical).length;
  const shown = useMemo(() => (criticalOnly ? plan.activities.filter((a) => a.critical) : plan.activities), [criticalOnly, plan.activities]);
  const date = (value: string | null) => (value === null ? '—' : formatDate(value.slice(0, 10), dateFormat));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={6}>
          <Card>
            <Statistic title={t('activities')} value={plan.activities.length} data-testid="gantt-activity-count" />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('cpm_start')} value={date(plan.projectStart)} data-testid="cpm-start" />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('cpm_finish')} value={date(plan.projectFinish)} data-testid="cpm-finish" />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('cpm_critical')} value={criticalCount} data-testid="cpm-critical-count" />
          </Card>
        </Col>
      </Row>
      {whatIfOn ? <WhatIfBar whatIf={whatIf} plannedFinish={scheduled.projectFinish} dateFormat={dateFormat} /> : null}
      <Card
        title={t('cpm_table_title')}
        extra={
          <Space size={16}>
            <Space>
              <Typography.Text>{t('what_if')}</Typography.Text>
              <Switch checked={whatIfOn} onChange={setWhatIfOn} aria-label={t('what_if')} data-testid="what-if-toggle" />
            </Space>
            <Typography.Text>{t('cpm_critical_only')}</Typography.Text>
            <Switch checked={criticalOnly} onChange={setCriticalOnly} aria-label={t('cpm_critical_only')} data-testid="cpm-critical-only" />
          </Space>
        }
      >
        <Table<ScheduledActivity>
          rowKey="id"
          size="small"
          dataSource={shown}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          onRow={(activity) =>
            ({
              'data-testid': `cpm-row-${activity.correlativeId}`,
              'data-critical': String(activity.critical),
              'data-changed': String(changed(activity.id)),
              style: changed(activity.id) ? { background: 'var(--ant-color-warning-bg, #fffbe6)' } : undefined,
            }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            { title: t('cpm_id'), dataIndex: 'correlativeId', width: 70 },
            {
              title: t('cpm_name'),
              key: 'name',
              render: (_value, activity) => (
                <Typography.Text strong={activity.kind === 'summary'}>
                  {activity.name}
                  {activity.kind === 'milestone' ? <Tag style={{ marginLeft: 8 }}>{t('cpm_milestone')}</Tag> : null}
                </Typography.Text>
              ),
            },
            {
              title: t('cpm_duration'),
              key: 'duration',
              width: 110,
              align: 'right',
              render: (_value, activity) => {
                const days = workingDays(activity.duration, plan.minutesPerDay);
                if (!whatIfOn || activity.kind !== 'task') return activity.kind === 'summary' ? '' : String(days);
                return (
                  <DurationInput
                    key={`${activity.id}:${activity.duration}`}
                    days={days}
                    name={activity.name}
                    testId={`what-if-duration-${activity.correlativeId}`}
                    onCommit={(next) => whatIf.setDuration(activity.id, Math.round(next * plan.minutesPerDay))}
                  />
                );
              },
            },
            { title: t('cpm_early_start'), dataIndex: 'earlyStart', width: 120, render: (value: string) => date(value) },
            {
              title: t('cpm_early_finish'),
              key: 'earlyFinish',
              width: 120,
              render: (_value, activity) => {
                const moved = whatIfOn && plannedFinish.get(activity.id) !== activity.earlyFinish;
                return (
                  <Typography.Text type={moved ? 'warning' : undefined} strong={moved} data-moved={String(moved)}>
                    {date(activity.earlyFinish)}
                  </Typography.Text>
                );
              },
            },
            { title: t('cpm_late_finish'), dataIndex: 'lateFinish', width: 120, render: (value: string) => date(value) },
            {
              title: t('cpm_total_float'),
              dataIndex: 'totalFloat',
              width: 130,
              align: 'right',
              render: (value: number) => String(workingDays(value, plan.minutesPerDay)),
            },
            {
              title: '',
              key: 'critical',
              width: 90,
              render: (_value, activity) => (activity.critical ? <Tag color="red">{t('cpm_critical_tag')}</Tag> : null),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
