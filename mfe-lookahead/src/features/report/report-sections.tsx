import { useMemo } from 'react';
import { Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookaheadWindowReply, TaskReply, WindowActivity } from '@tenon/contracts/types';
import { EmptyState } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { LEAN_STATUS_COLOURS, LEAN_STATUS_ORDER, progressColour } from '../planification/lean-status-colours';
import type { PlanNames } from '../planification/plan-names';
import type { ReportColorSchema } from './report-address';
import { reportSections, reportTaskColour } from './report-rows';

type ReportRow = { kind: 'activity'; key: string; activity: WindowActivity } | { kind: 'task'; key: string; task: TaskReply; depth: number };

const day = (date: string) => date.slice(0, 10);

function Swatch({ colour, label, testId }: { colour: string; label: string; testId?: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} data-testid={testId}>
      {/* Print keeps the colour: browsers drop backgrounds unless told to keep them exact. */}
      <span style={{ width: 12, height: 12, borderRadius: 2, background: colour, display: 'inline-block', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }} />
      {label}
    </span>
  );
}

/** What the colours mean under the report's schema. */
export function ReportLegend({ schema, subcontracts, names }: { schema: ReportColorSchema; subcontracts: ReadonlyMap<string, string>; names: PlanNames }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const entries = (() => {
    switch (schema) {
      case 'lean':
        return LEAN_STATUS_ORDER.map((status) => ({ key: status, colour: LEAN_STATUS_COLOURS[status], label: t(`lean_${status}`) }));
      case 'subcontract':
        return [...[...subcontracts].map(([id, colour]) => ({ key: id, colour, label: names.subcontract(id) })), { key: 'none', colour: '#8c8c8c', label: t('report_no_subcontract') }];
      case 'progress':
        return [
          { key: 'low', colour: progressColour(0), label: t('report_progress_low') },
          { key: 'mid', colour: progressColour(30), label: t('report_progress_mid') },
          { key: 'high', colour: progressColour(70), label: t('report_progress_high') },
        ];
    }
  })();
  return (
    <Space wrap size={16} data-testid="lookahead-report-legend">
      <strong>{t(`report_colour_${schema}`)}:</strong>
      {entries.map((entry) => (
        <Swatch key={entry.key} colour={entry.colour} label={entry.label} />
      ))}
    </Space>
  );
}

/** One schedule's part of the report: its activities with their tasks, or the empty state. */
export function ReportScheduleSection({ scheduleName, plan, schema, subcontracts, names }: { scheduleName: string; plan: LookaheadWindowReply; schema: ReportColorSchema; subcontracts: ReadonlyMap<string, string>; names: PlanNames }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const sections = useMemo(() => reportSections(plan), [plan]);
  const rows = useMemo<ReportRow[]>(
    () => sections.flatMap((section) => [{ kind: 'activity' as const, key: section.activity.id, activity: section.activity }, ...section.tasks.map((row) => ({ kind: 'task' as const, key: row.task.id, task: row.task, depth: row.depth }))]),
    [sections],
  );
  const roadblocks = plan.tasks.reduce((sum, task) => sum + task.openRoadblocks, 0);
  const task = (render: (task: TaskReply) => React.ReactNode) => (_: unknown, row: ReportRow) => (row.kind === 'task' ? render(row.task) : null);
  const columns = [
    {
      title: t('report_col_task'),
      key: 'name',
      render: (_: unknown, row: ReportRow) =>
        row.kind === 'activity' ? (
          <strong>
            {row.activity.wbs} {row.activity.name}
          </strong>
        ) : (
          <span style={{ paddingLeft: 16 + row.depth * 16, display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <span style={{ width: 4, alignSelf: 'stretch', minHeight: 14, background: reportTaskColour(row.task, schema, subcontracts), printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }} />
            {row.task.name}
          </span>
        ),
    },
    { title: t('report_col_responsible'), key: 'responsible', render: task((x) => x.responsibleIds.map(names.person).join(', ') || '—') },
    { title: t('report_col_subcontract'), key: 'subcontract', render: task((x) => names.subcontract(x.subcontractId)) },
    { title: t('report_col_start'), key: 'start', width: 100, render: task((x) => day(x.start)) },
    { title: t('report_col_finish'), key: 'finish', width: 100, render: task((x) => day(x.finish)) },
    {
      title: t('report_col_lean'),
      key: 'lean',
      width: 130,
      render: task((x) => <Swatch colour={reportTaskColour(x, schema, subcontracts)} label={t(`lean_${x.leanStatus}`)} testId="lookahead-report-lean" />),
    },
    { title: t('report_col_progress'), key: 'progress', width: 90, align: 'right' as const, render: task((x) => `${x.progress}%`) },
    { title: t('report_col_roadblocks'), key: 'roadblocks', width: 100, align: 'right' as const, render: task((x) => (x.openRoadblocks > 0 ? <strong style={{ color: '#cf1322' }}>{x.openRoadblocks}</strong> : '0')) },
  ];
  return (
    <section data-testid="lookahead-report-schedule" style={{ breakInside: 'auto' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {scheduleName}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="lookahead-report-totals">
          {t('report_totals', { tasks: plan.tasks.length, roadblocks })}
        </Typography.Text>
      </Space>
      {rows.length === 0 ? (
        <EmptyState testId="lookahead-report-empty" title={t('report_empty', { start: plan.window.start, end: plan.window.end })} description={t('report_empty_hint')} />
      ) : (
        <Table<ReportRow>
          size="small"
          rowKey="key"
          pagination={false}
          columns={columns}
          dataSource={rows}
          rowClassName={(row) => (row.kind === 'activity' ? 'lookahead-report-activity' : 'lookahead-report-task')}
          onRow={(row) => ({ 'data-row-kind': row.kind }) as React.HTMLAttributes<HTMLElement>}
          style={{ marginTop: 8 }}
          data-testid="lookahead-report-table"
        />
      )}
    </section>
  );
}
