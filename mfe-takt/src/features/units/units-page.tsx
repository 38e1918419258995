import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Empty, Space, Statistic, Switch, Tree, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { EmptyState, ErrorState, LoadingState, useCan } from '@tenon/ui';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { TaktPageFrame } from '../tabs/takt-page-frame';
import { DeleteNodeModal } from './delete-node-modal';
import { MassCreateModal } from './mass-create-modal';
import { StructureWizard } from './structure-wizard';
import { taktErrorText } from './takt-errors';
import { buildTaktTree, type TaktTreeNode } from './takt-tree-nodes';
import { TaktNodeRow, type TaktRowActions } from './takt-node-row';
import type { TaktTree, ScheduleScope } from '@tenon/contracts/types';
import { deleteNode, massCreateLocations, massCreateUnits, setTaktEnabled, type MassRangeFields } from './takt-units.api';
import { useTaktSettings, useTaktSettingsStored, useTaktTree, useTaktTreeStored } from './use-takt-tree';

/** Tall enough for a floor plan's worth of rows; the tree draws only the rows in view, so 720 units stay smooth. */
const TREE_HEIGHT = 560;

/** Spec 2.6: the structures, locations and production units planner of the selected schedule. */
export function UnitsPage() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const canEdit = useCan('takt.planning', 'AC');
  const [wizardOpen, setWizardOpen] = useState(false);
  return (
    <TaktPageFrame
      testId="takt-page"
      title={t('title')}
      extra={() =>
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWizardOpen(true)} data-testid="takt-new-structure">
            {t('new_structure')}
          </Button>
        ) : null
      }
    >
      {(place) => <UnitsOfSchedule place={place} canEdit={canEdit} wizardOpen={wizardOpen} setWizardOpen={setWizardOpen} />}
    </TaktPageFrame>
  );
}

type MassDialog = { what: 'locations' | 'units'; node: TaktTreeNode } | null;

function UnitsOfSchedule({ place, canEdit, wizardOpen, setWizardOpen }: { place: ScheduleScope; canEdit: boolean; wizardOpen: boolean; setWizardOpen: (open: boolean) => void }) {
  const { t, i18n } = useTranslation(TAKT_NAMESPACE);
  const { message } = App.useApp();
  const settings = useTaktSettings();
  const enabled = settings.data?.enabled === true;
  const tree = useTaktTree(place, enabled);
  const stored = useTaktTreeStored(place);
  const settingsStored = useTaktSettingsStored();
  const canSwitch = useCan('settings.company', 'AC');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [mass, setMass] = useState<MassDialog>(null);
  const [deleting, setDeleting] = useState<TaktTreeNode | null>(null);
  const nodes = useMemo(() => (tree.data === undefined ? [] : buildTaktTree(tree.data)), [tree.data]);
  const expandedKeys = expanded ?? nodes.map((node) => node.key);

  const run = async (change: Promise<TaktTree>, done?: string): Promise<void> => {
    try {
      stored(await change);
      if (done !== undefined) void message.success(done);
    } catch (error) {
      void message.error(taktErrorText(error, t, i18n.language));
      throw error;
    }
  };
  const expand = (key: string) => setExpanded((current) => [...new Set([...(current ?? expandedKeys), key])]);
  // Rows get one stable set of actions, so scrolling the tree re-renders no row that did not change.
  const latest = useRef({ run, expand });
  useLayoutEffect(() => {
    latest.current = { run, expand };
  });
  const actions = useMemo<TaktRowActions>(
    () => ({
      place,
      run: (change, done) => latest.current.run(change, done),
      expand: (key) => latest.current.expand(key),
      mass: (node, what) => setMass({ what, node }),
      remove: (node) => setDeleting(node),
    }),
    [place],
  );

  if (settings.isLoading) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!enabled) {
    return (
      <EmptyState
        testId="takt-disabled"
        title={t('disabled_title')}
        description={t(canSwitch ? 'disabled_hint_admin' : 'disabled_hint')}
        action={
          canSwitch ? (
            <Space>
              <Switch
                data-testid="takt-enable"
                onChange={(on) => void setTaktEnabled(on).then(settingsStored, (error: unknown) => void message.error(taktErrorText(error, t, i18n.language)))}
              />
              {t('enable_takt')}
            </Space>
          ) : undefined
        }
      />
    );
  }
  if (tree.isLoading) return <LoadingState />;
  if (tree.isError) return <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />;
  const data = tree.data!;

  const wizard = <StructureWizard place={place} open={wizardOpen} onClose={() => setWizardOpen(false)} onCreated={(next) => { stored(next); void message.success(t('structure_created')); }} />;
  if (data.structures.length === 0) {
    return (
      <>
        <EmptyState
          testId="takt-empty"
          title={t('empty_title')}
          description={t('empty_hint')}
          action={canEdit ? <Button type="primary" onClick={() => setWizardOpen(true)} data-testid="takt-empty-new-structure">{t('new_structure')}</Button> : undefined}
        />
        {wizard}
      </>
    );
  }

  return (
    <div data-testid="takt-units">
      <Space size="large" style={{ marginBottom: 12 }} wrap>
        <Statistic title={t('structures')} value={data.structures.length} valueStyle={{ fontSize: 18 }} />
        <Statistic title={t('locations')} value={data.locations.length} valueStyle={{ fontSize: 18 }} data-testid="takt-stat-locations" />
        <Statistic title={t('units')} value={data.units.length} valueStyle={{ fontSize: 18 }} data-testid="takt-stat-units" />
        <Space>
          <Button size="small" onClick={() => setExpanded(allKeys(nodes))} data-testid="takt-expand-all">{t('expand_all')}</Button>
          <Button size="small" onClick={() => setExpanded([])} data-testid="takt-collapse-all">{t('collapse_all')}</Button>
        </Space>
      </Space>
      {nodes.length === 0 ? <Empty /> : null}
      <Tree<TaktTreeNode>
        data-testid="takt-tree"
        blockNode
        height={TREE_HEIGHT}
        treeData={nodes}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectable={false}
        titleRender={(node) => (
          <TaktNodeRow node={node} canEdit={canEdit} actions={actions} />
        )}
      />
      {wizard}
      {mass === null ? null : (
        <MassCreateModal
          what={mass.what}
          open
          defaultLabel={t(mass.what === 'locations' ? 'default_location_label' : 'default_unit_label')}
          onClose={() => setMass(null)}
          onCreate={async (range: MassRangeFields) => {
            const target = mass.node;
            await run(
              mass.what === 'locations'
                ? massCreateLocations(place, target.structureId, target.kind === 'structure' ? null : target.id, range)
                : massCreateUnits(place, target.id, range),
            );
            expand(target.key);
          }}
        />
      )}
      <DeleteNodeModal
        node={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (node, word) => {
          await run(deleteNode(place, node.kind, node.id, word), t('deleted'));
        }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('tree_hint')}
      </Typography.Paragraph>
    </div>
  );
}

function allKeys(nodes: readonly TaktTreeNode[]): string[] {
  const keys: string[] = [];
  const walk = (list: readonly TaktTreeNode[]) => {
    for (const node of list) {
      if (node.kind === 'unit') continue;
      keys.push(node.key);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return keys;
}
