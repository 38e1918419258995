import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Tag, Typography, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { TaktTree } from '@tenon/contracts/types';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { movedIds, type TaktTreeNode } from './takt-tree-nodes';
import { createLocation, createUnit, duplicateNode, renameNode, reorderNodes, type TaktPlace } from './takt-units.api';

const KIND_COLOR = { structure: 'geekblue', location: 'cyan', unit: 'default' } as const;

/** One row of the tree: its name (renamed in place) and what can be done to it. */
export function TaktNodeRow({
  node,
  canEdit,
  place,
  run,
  onExpand,
  onMass,
  onDelete,
}: {
  node: TaktTreeNode;
  canEdit: boolean;
  place: TaktPlace;
  run: (change: Promise<TaktTree>, done?: string) => Promise<void>;
  onExpand: (key: string) => void;
  onMass: (what: 'locations' | 'units') => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const quietly = (change: Promise<TaktTree>, done?: string) => void run(change, done).catch(() => undefined);
  // A location holds either sub-locations or units (spec 5), so only one kind of child is offered.
  const takesLocations = node.kind === 'structure' || (node.kind === 'location' && node.unitCount === 0);
  const takesUnits = node.kind === 'location' && node.childLocationCount === 0;
  const move = (step: -1 | 1) => {
    const ids = movedIds(node.siblingIds, node.id, step);
    if (ids !== null) quietly(reorderNodes(place, node.kind, ids));
  };
  const addOne = (what: 'location' | 'unit') => {
    const count = what === 'location' ? node.childLocationCount : node.unitCount;
    const name = `${t(what === 'location' ? 'default_location_label' : 'default_unit_label')} ${count + 1}`;
    const change = what === 'location' ? createLocation(place, node.structureId, node.kind === 'structure' ? null : node.id, name) : createUnit(place, node.id, name);
    quietly(change.then((tree) => (onExpand(node.key), tree)));
  };
  const at = node.siblingIds.indexOf(node.id);
  const items: MenuProps['items'] = [
    ...(takesLocations
      ? [
          { key: 'add-location', label: <span data-testid="takt-action-add-location">{t('add_location')}</span>, onClick: () => addOne('location') },
          { key: 'mass-locations', label: <span data-testid="takt-action-add-locations-range">{t('add_locations_range')}</span>, onClick: () => onMass('locations') },
        ]
      : []),
    ...(takesUnits
      ? [
          { key: 'add-unit', label: <span data-testid="takt-action-add-unit">{t('add_unit')}</span>, onClick: () => addOne('unit') },
          { key: 'mass-units', label: <span data-testid="takt-action-add-units-range">{t('add_units_range')}</span>, onClick: () => onMass('units') },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'up', label: <span data-testid="takt-action-move-up">{t('move_up')}</span>, disabled: at <= 0, onClick: () => move(-1) },
    { key: 'down', label: <span data-testid="takt-action-move-down">{t('move_down')}</span>, disabled: at < 0 || at >= node.siblingIds.length - 1, onClick: () => move(1) },
    { key: 'duplicate', label: <span data-testid="takt-action-duplicate">{t('duplicate')}</span>, onClick: () => quietly(duplicateNode(place, node.kind, node.id), t('duplicated')) },
    { key: 'delete', label: <span data-testid="takt-action-delete">{t('delete')}</span>, danger: true, onClick: onDelete },
  ];
  return (
    <div data-testid={`takt-node-${node.kind}`} data-node-name={node.name} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 }}>
      <Tag color={KIND_COLOR[node.kind]} style={{ marginInlineEnd: 0 }}>
        {t(`kind_${node.kind}`)}
      </Tag>
      <Typography.Text
        style={{ flex: 1, margin: 0 }}
        data-testid="takt-node-name"
        editable={
          canEdit
            ? {
                triggerType: ['icon'],
                maxLength: 120,
                tooltip: t('rename'),
                onChange: (name) => {
                  const next = name.trim();
                  if (next !== '' && next !== node.name) quietly(renameNode(place, node.kind, node.id, next));
                },
              }
            : false
        }
      >
        {node.name}
      </Typography.Text>
      {node.kind === 'unit' ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {node.kind === 'structure' || node.childLocationCount > 0 ? t('count_locations', { count: node.childLocationCount }) : t('count_units', { count: node.unitCount })}
        </Typography.Text>
      )}
      {node.hasTasks ? <Tag color="orange">{t('has_tasks')}</Tag> : null}
      {canEdit ? (
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('actions')} data-testid="takt-node-actions" onClick={(event) => event.stopPropagation()} />
        </Dropdown>
      ) : null}
    </div>
  );
}
