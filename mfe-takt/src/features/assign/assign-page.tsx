import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Card, Checkbox, Col, Empty, Input, Row, Segmented, Space, Tag, Tree, Typography } from 'antd';
import type { TaktAssignView, ScheduleScope } from '@tenon/contracts/types';
import { EmptyState, ErrorState, LoadingState, useCan, useSession } from '@tenon/ui';
import { ClippedText } from '../shared/clipped-text';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { TaktPageFrame } from '../tabs/takt-page-frame';
import { taktErrorText } from '../units/takt-errors';
import { useTaktSettings } from '../units/use-takt-tree';
import { assignTreeNodes, checkedUnitIds, outlineDepth, searchActivities, type AssignMode, type AssignTreeNode } from './assign-model';
import { assignUnits, getAssignView, unassignUnits } from './takt-assign.api';

const LIST_HEIGHT = 520;

/** Spec 2.6: activities on the left, production units in the middle, assign and unassign on the right. */
export function AssignPage() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  return (
    <TaktPageFrame testId="takt-page" title={t('title')}>
      {(place) => <AssignOfSchedule place={place} />}
    </TaktPageFrame>
  );
}

function AssignOfSchedule({ place }: { place: ScheduleScope }) {
  const { t, i18n } = useTranslation(TAKT_NAMESPACE);
  const { message } = App.useApp();
  const companyId = useSession().companySession?.company.id ?? null;
  const canEdit = useCan('takt.planning', 'AC');
  const settings = useTaktSettings();
  const enabled = settings.data?.enabled === true;
  const key = ['takt', 'assign', companyId, place.projectId, place.scheduleId];
  const queries = useQueryClient();
  const view = useQuery({ queryKey: key, queryFn: () => getAssignView(place), enabled: enabled && companyId !== null });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [mode, setMode] = useState<AssignMode>('assign');
  const [saving, setSaving] = useState(false);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const data = view.data;
  const nodes = useMemo(() => (data === undefined ? [] : assignTreeNodes(data.tree, chosenSet, mode)), [data, chosenSet, mode]);
  const shown = useMemo(() => (data === undefined ? [] : searchActivities(data.activities, search)), [data, search]);

  if (settings.isLoading || (enabled && view.isLoading)) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!enabled) return <EmptyState testId="takt-disabled" title={t('disabled_title')} description={t('disabled_hint')} />;
  if (view.isError || data === undefined) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;

  const unitIds = checkedUnitIds(checked, data.tree, chosenSet, mode);
  const apply = async () => {
    setSaving(true);
    try {
      const next: TaktAssignView = await (mode === 'assign' ? assignUnits(place, chosen, unitIds) : unassignUnits(place, chosen, unitIds));
      queries.setQueryData(key, next);
      setChecked([]);
      void message.success(t(mode === 'assign' ? 'assign_done' : 'unassign_done', { count: unitIds.length * chosen.length }));
    } catch (error) {
      void message.error(taktErrorText(error, t, i18n.language));
    } finally {
      setSaving(false);
    }
  };
  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((c) => c !== id)));

  return (
    <div data-testid="takt-assign">
      {data.hasBaseline === false ? (
        <Alert data-testid="takt-assign-no-baseline" type="info" showIcon style={{ marginBottom: 12 }} message={t('no_baseline_title')} description={t('no_baseline_hint')} />
      ) : null}
      <Row gutter={12}>
        <Col xs={24} lg={9}>
          <Card size="small" title={t('assign_activities')} data-testid="takt-assign-activities">
            <Input.Search allowClear placeholder={t('assign_search')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="takt-assign-search" style={{ marginBottom: 8 }} />
            <div style={{ height: LIST_HEIGHT, overflowY: 'auto' }}>
              {shown.length === 0 ? <Empty description={t(data.activities.length === 0 ? 'assign_no_activities' : 'assign_no_match')} /> : null}
              {shown.map((activity) => (
                <div key={activity.id} data-testid="takt-assign-activity" data-activity-id={activity.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '3px 4px', paddingLeft: 4 + outlineDepth(activity.wbs) * 14 }}>
                  <Checkbox disabled={activity.isSummary} checked={chosenSet.has(activity.id)} onChange={(e) => toggle(activity.id, e.target.checked)} />
                  <Typography.Text type="secondary" style={{ minWidth: 36, fontSize: 12 }}>{activity.wbs}</Typography.Text>
                  <ClippedText strong={activity.isSummary} text={activity.name} />
                  {activity.unitCount > 0 ? <Badge count={t('count_units', { count: activity.unitCount })} color="geekblue" data-testid="takt-assign-activity-count" /> : null}
                </div>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card size="small" title={t('units')} data-testid="takt-assign-units">
            {nodes.length === 0 ? (
              <Empty description={t('assign_no_units')} />
            ) : (
              <Tree<AssignTreeNode>
                data-testid="takt-assign-tree"
                checkable
                blockNode
                selectable={false}
                height={LIST_HEIGHT + 40}
                defaultExpandAll
                treeData={nodes}
                checkedKeys={checked}
                onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
                titleRender={(node) => (
                  <span data-testid={node.kind === 'unit' ? 'takt-assign-unit' : undefined} style={{ color: node.disableCheckbox ? 'rgba(0,0,0,0.35)' : undefined }}>
                    {node.name}
                    {node.kind === 'unit' && node.related && chosen.length > 0 && mode === 'assign' ? <Tag style={{ marginLeft: 6 }}>{t('assign_related')}</Tag> : null}
                  </span>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={6}>
          <Card size="small" title={t('assign_actions')} data-testid="takt-assign-panel">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Segmented<AssignMode>
                block
                value={mode}
                onChange={(next) => { setMode(next); setChecked([]); }}
                options={[{ label: t('assign'), value: 'assign' }, { label: t('unassign'), value: 'unassign' }]}
                data-testid="takt-assign-mode"
              />
              <Typography.Text data-testid="takt-assign-selected-activities">{t('assign_selected_activities', { count: chosen.length })}</Typography.Text>
              <Typography.Text data-testid="takt-assign-selected-units">{t('assign_selected_units', { count: unitIds.length })}</Typography.Text>
              <Typography.Text type="secondary">{t(mode === 'assign' ? 'assign_will_create' : 'unassign_will_remove', { count: unitIds.length * chosen.length })}</Typography.Text>
              <Button
                type="primary"
                danger={mode === 'unassign'}
                block
                loading={saving}
                disabled={!canEdit || chosen.length === 0 || unitIds.length === 0}
                onClick={() => void apply()}
                data-testid="takt-assign-apply"
              >
                {t(mode === 'assign' ? 'assign' : 'unassign')}
              </Button>
              {!canEdit ? <Typography.Text type="secondary">{t('assign_read_only')}</Typography.Text> : null}
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('assign_hint')}</Typography.Paragraph>
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
