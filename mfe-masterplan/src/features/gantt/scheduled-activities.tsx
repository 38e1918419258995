import { useMemo, useState } from 'react';
import { Card, Col, Row, Space, Statistic, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultDateFormat, formatDate } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import type { CriticalPath, ScheduledActivity } from './critical-path.api';

/** Floats in working days of the schedule's calendar, to one decimal (a half day reads 0.5). */
export function floatInDays(minutes: number, minutesPerDay: number): string {
  const days = Math.round((minutes / minutesPerDay) * 10) / 10;
  return Object.is(days, -0) ? '0' : String(days);
}

/** The schedule as the CPM engine computed it: dates, floats and the critical path, with a filter to that path. */
export function ScheduledActivities({ plan }: { plan: CriticalPath }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const dateFormat = defaultDateFormat(i18n.language);
  const [criticalOnly, setCriticalOnly] = useState(false);
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
      <Card
        title={t('cpm_table_title')}
        extra={
          <Space>
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
          onRow={(activity) => ({ 'data-testid': `cpm-row-${activity.correlativeId}`, 'data-critical': String(activity.critical) }) as React.HTMLAttributes<HTMLElement>}
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
            { title: t('cpm_early_start'), dataIndex: 'earlyStart', width: 120, render: (value: string) => date(value) },
            { title: t('cpm_early_finish'), dataIndex: 'earlyFinish', width: 120, render: (value: string) => date(value) },
            { title: t('cpm_late_finish'), dataIndex: 'lateFinish', width: 120, render: (value: string) => date(value) },
            {
              title: t('cpm_total_float'),
              dataIndex: 'totalFloat',
              width: 130,
              align: 'right',
              render: (value: number) => floatInDays(value, plan.minutesPerDay),
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
