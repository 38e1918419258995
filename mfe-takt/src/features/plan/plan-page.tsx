import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Modal, Progress, Row, Select, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TaktPlanView, ScheduleScope } from '@tenon/contracts/types';
import { ApiError, EmptyState, ErrorState, LoadingState, useCan, useSession } from '@tenon/ui';
import { ClippedText } from '../shared/clipped-text';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { TaktPageFrame } from '../tabs/takt-page-frame';
import { taktErrorText } from '../units/takt-errors';
import { useTaktSettings } from '../units/use-takt-tree';
import { Flowline, TaktGrid } from './plan-charts';
import { PLAN_ERROR_KEYS } from './plan-messages';
import { draftChanged, draftOf, draftProblems, moveWagon, previewOf, shiftWagon, tasksOfDraft, tradeColour, type PlanDraft } from './plan-model';
import { getPlanView, savePlan } from './takt-plan.api';

/** The takt plan (issue 13): the train's settings, then its flowline and takt grid. */
export function PlanPage() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  return (
    <TaktPageFrame testId="takt-page" title={t('title')}>
      {(place) => <PlanOfSchedule place={place} />}
    </TaktPageFrame>
  );
}

function PlanOfSchedule({ place }: { place: ScheduleScope }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const companyId = useSession().companySession?.company.id ?? null;
  const settings = useTaktSettings();
  const enabled = settings.data?.enabled === true;
  const [structureId, setStructureId] = useState<string | null>(null);
  const key = ['takt', 'plan', companyId, place.projectId, place.scheduleId, structureId];
  const view = useQuery({ queryKey: key, queryFn: () => getPlanView(place, structureId), enabled: enabled && companyId !== null });

  if (settings.isLoading || (enabled && view.isLoading)) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!enabled) return <EmptyState testId="takt-disabled" title={t('disabled_title')} description={t('disabled_hint')} />;
  if (view.isError || view.data === undefined) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;
  if (data.structureId === null) return <EmptyState testId="takt-plan-no-structure" title={t('plan_no_structure')} description={t('plan_no_structure_hint')} />;
  // Keyed by the stored plan: after a save the form starts again from what was stored.
  return <PlanEditor key={`${data.structureId}-${data.plan?.generatedAt ?? ''}`} place={place} view={data} queryKey={key} onStructure={setStructureId} />;
}

function PlanEditor({ place, view, queryKey, onStructure }: { place: ScheduleScope; view: TaktPlanView; queryKey: unknown[]; onStructure: (id: string) => void }) {
  const { t, i18n } = useTranslation(TAKT_NAMESPACE);
  const { message } = App.useApp();
  const queries = useQueryClient();
  const canEdit = useCan('takt.planning', 'AC');
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(view));
  const [drag, setDrag] = useState<{ wagonId: string; by: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);

  const shown = drag === null ? draft : shiftWagon(draft, drag.wagonId, drag.by);
  const preview = useMemo(() => previewOf(view, shown), [view, shown]);
  const problems = draftProblems(draft);
  const changed = draftChanged(view, draft);
  const taskCount = tasksOfDraft(view, draft);
  const wagonName = new Map(view.wagons.map((w) => [w.activityId, w.name]));

  if (view.wagons.length === 0) {
    return (
      <div>
        <StructurePicker view={view} onStructure={onStructure} />
        <EmptyState
          testId="takt-plan-no-wagons"
          title={t('plan_no_wagons')}
          description={t('plan_no_wagons_hint')}
          action={<Link to="/taktplanning/assign"><Button type="primary">{t('plan_go_assign')}</Button></Link>}
        />
      </div>
    );
  }

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      const next = await savePlan(place, draft);
      queries.setQueryData(queryKey, next);
      void message.success(t('plan_done', { count: next.plan?.tasksWritten ?? 0 }));
    } catch (error) {
      // The draft stays as typed: nothing the planner did is lost on a refusal.
      const code = error instanceof ApiError ? PLAN_ERROR_KEYS[error.code] : undefined;
      void message.error(code === undefined ? taktErrorText(error, t, i18n.language) : t(code));
    } finally {
      setSaving(false);
    }
  };
  const onDrop = (wagonId: string, by: number) => {
    setDrag(null);
    if (by !== 0) setDraft((current) => shiftWagon(current, wagonId, by));
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) setDraft((current) => moveWagon(current, dragged, index));
    setDragged(null);
  };
  const chartProps = {
    preview,
    areas: view.areas,
    wagons: view.wagons,
    order: shown.wagonIds,
    canDrag: canEdit && !saving,
    onDrag: (wagonId: string, by: number) => setDrag({ wagonId, by }),
    onDrop,
  };

  return (
    <div data-testid="takt-plan">
      <Row gutter={12}>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('plan_form')} data-testid="takt-plan-form">
            <StructurePicker view={view} onStructure={onStructure} />
            <Form layout="vertical" disabled={!canEdit || saving} onFinish={() => setConfirming(true)}>
              <Space wrap align="start">
                <Form.Item label={t('plan_takt_time')} htmlFor="takt-plan-takt-days" validateStatus={problems.includes('plan_error_takt_time') ? 'error' : undefined} help={problems.includes('plan_error_takt_time') ? t('plan_error_takt_time') : undefined}>
                  <InputNumber id="takt-plan-takt-days" data-testid="takt-plan-takt-days" min={1} max={250} precision={0} value={draft.taktDays} onChange={(value) => setDraft({ ...draft, taktDays: value ?? 0 })} />
                </Form.Item>
                <Form.Item label={t('plan_buffer')} htmlFor="takt-plan-buffer" validateStatus={problems.includes('plan_error_buffer') ? 'error' : undefined}>
                  <InputNumber id="takt-plan-buffer" data-testid="takt-plan-buffer" min={0} max={250} precision={0} value={draft.bufferPeriods} onChange={(value) => setDraft({ ...draft, bufferPeriods: value ?? 0 })} />
                </Form.Item>
                <Form.Item label={t('plan_start')} htmlFor="takt-plan-start" validateStatus={problems.includes('plan_error_start') ? 'error' : undefined} help={problems.includes('plan_error_start') ? t('plan_error_start') : undefined}>
                  <Input id="takt-plan-start" data-testid="takt-plan-start" type="date" value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })} />
                </Form.Item>
              </Space>
              <Typography.Text type="secondary" data-testid="takt-plan-calendar">
                {view.calendarName === null ? t('plan_calendar_default') : t('plan_calendar', { name: view.calendarName })}
              </Typography.Text>
              <Typography.Title level={5} style={{ marginTop: 12 }}>{t('plan_train')}</Typography.Title>
              <ol data-testid="takt-plan-train" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {draft.wagonIds.map((wagonId, index) => {
                  const name = wagonName.get(wagonId) ?? wagonId;
                  return (
                    <li
                      key={wagonId}
                      data-testid="takt-plan-wagon"
                      data-wagon-id={wagonId}
                      draggable={canEdit && !saving}
                      onDragStart={() => setDragged(wagonId)}
                      onDragOver={(event) => event.preventDefault()}
                      onDrop={dropOn(index)}
                      style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '4px 6px', marginBottom: 4, border: '1px solid #f0f0f0', borderRadius: 4, background: dragged === wagonId ? '#e6f4ff' : '#fff', cursor: canEdit ? 'grab' : 'default' }}
                    >
                      <HolderOutlined style={{ color: '#bfbfbf' }} />
                      <span style={{ width: 12, height: 12, borderRadius: 2, background: tradeColour(index), flex: 'none' }} />
                      <ClippedText text={name} />
                      <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('plan_move_up', { name })} disabled={index === 0} onClick={() => setDraft(moveWagon(draft, wagonId, index - 1))} />
                      <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('plan_move_down', { name })} disabled={index === draft.wagonIds.length - 1} onClick={() => setDraft(moveWagon(draft, wagonId, index + 1))} />
                    </li>
                  );
                })}
              </ol>
              <Space wrap style={{ marginTop: 12 }}>
                <Button type="primary" htmlType="submit" loading={saving} disabled={problems.length > 0 || (view.plan !== null && !changed)} data-testid="takt-plan-generate">
                  {view.plan === null ? t('plan_generate') : t('plan_save')}
                </Button>
                {changed && view.plan !== null ? (
                  <Button onClick={() => setDraft(draftOf(view))} data-testid="takt-plan-discard">{t('plan_discard')}</Button>
                ) : null}
                {changed && view.plan !== null ? <Tag color="orange" data-testid="takt-plan-unsaved">{t('plan_unsaved')}</Tag> : null}
              </Space>
              {!canEdit ? <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('plan_read_only')}</Typography.Paragraph> : null}
              {view.plan?.generatedAt ? (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="takt-plan-generated">
                  {t('plan_generated_at', { when: new Date(view.plan.generatedAt).toLocaleString(i18n.language) })}
                </Typography.Paragraph>
              ) : null}
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          {view.plan === null ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('plan_not_generated')} data-testid="takt-plan-not-generated" /> : null}
          <Card size="small" title={t('plan_legend')} style={{ marginBottom: 12 }} data-testid="takt-plan-legend">
            <Space wrap size={[16, 8]}>
              {shown.wagonIds.map((wagonId, index) => {
                const name = wagonName.get(wagonId) ?? wagonId;
                const shift = shown.shifts[wagonId] ?? 0;
                return (
                  <Space key={wagonId} size={4} data-testid="takt-plan-legend-trade" data-wagon-id={wagonId}>
                    <span style={{ width: 14, height: 14, borderRadius: 3, background: tradeColour(index), display: 'inline-block' }} />
                    <Typography.Text>{name}</Typography.Text>
                    {shift !== 0 ? <Tag>{t('plan_shift', { count: shift })}</Tag> : null}
                    {canEdit ? (
                      <>
                        <Button size="small" icon={<LeftOutlined />} aria-label={t('plan_shift_earlier', { name })} data-testid="takt-plan-shift-earlier" onClick={() => setDraft(shiftWagon(draft, wagonId, -1))} disabled={saving} />
                        <Button size="small" icon={<RightOutlined />} aria-label={t('plan_shift_later', { name })} data-testid="takt-plan-shift-later" onClick={() => setDraft(shiftWagon(draft, wagonId, 1))} disabled={saving} />
                      </>
                    ) : null}
                  </Space>
                );
              })}
            </Space>
            <div style={{ marginTop: 8 }}>
              {preview.clashes.length > 0 ? (
                <Typography.Text type="danger" strong data-testid="takt-plan-clashes">{t('plan_clashes', { count: preview.clashes.length })}</Typography.Text>
              ) : (
                <Typography.Text type="success" data-testid="takt-plan-no-clashes">{t('plan_no_clashes')}</Typography.Text>
              )}
              {canEdit ? <Typography.Text type="secondary" style={{ marginLeft: 12 }}>{t('plan_drag_hint')}</Typography.Text> : null}
            </div>
          </Card>
          <Card size="small" title={t('plan_flowline')} style={{ marginBottom: 12 }}>
            <Flowline {...chartProps} periods={view.plan !== null && view.plan.taktDays === shown.taktDays && view.plan.start === shown.start ? view.periods : []} />
          </Card>
          <Card size="small" title={t('plan_grid')}>
            <TaktGrid {...chartProps} />
          </Card>
        </Col>
      </Row>
      <Modal
        open={confirming}
        title={t('plan_confirm_title')}
        okText={t('plan_confirm_ok')}
        cancelText={t('plan_cancel')}
        onOk={() => void save()}
        onCancel={() => setConfirming(false)}
        okButtonProps={{ id: 'takt-plan-confirm' }}
      >
        {t('plan_confirm_body', { count: taskCount })}
      </Modal>
      <Modal open={saving} closable={false} footer={null} maskClosable={false} title={t('plan_writing', { count: taskCount })}>
        <div data-testid="takt-plan-progress">
          <Progress percent={100} status="active" showInfo={false} />
        </div>
      </Modal>
    </div>
  );
}

function StructurePicker({ view, onStructure }: { view: TaktPlanView; onStructure: (id: string) => void }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('plan_structure')} htmlFor="takt-plan-structure" style={{ marginBottom: 12 }}>
      <Select
        id="takt-plan-structure"
        data-testid="takt-plan-structure"
        value={view.structureId ?? undefined}
        onChange={onStructure}
        options={view.structures.map((s) => ({ value: s.id, label: s.name }))}
        style={{ minWidth: 220 }}
      />
      </Form.Item>
    </Form>
  );
}
