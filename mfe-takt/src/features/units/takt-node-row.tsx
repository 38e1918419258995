import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Input, Tag, Typography, type MenuProps } from 'antd';
import { EditOutlined, MoreOutlined } from '@ant-design/icons';
import type { TaktTree, ScheduleScope } from '@tenon/contracts/types';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { movedIds, type TaktTreeNode } from './takt-tree-nodes';
import { createLocation, createUnit, duplicateNode, renameNode, reorderNodes } from './takt-units.api';

const KIND_COLOR = { structure: 'geekblue', location: 'cyan', unit: 'default' } as const;

/** What a row asks of the page; one stable object for every row. */
export interface TaktRowActions {
  place: ScheduleScope;
  run: (change: Promise<TaktTree>, done?: string) => Promise<void>;
  expand: (key: string) => void;
  mass: (node: TaktTreeNode, what: 'locations' | 'units') => void;
  remove: (node: TaktTreeNode) => void;
}

/** One row of the tree: its name (renamed in place) and what can be done to it. Light, as hundreds scroll by. */
export const TaktNodeRow = memo(function TaktNodeRow({ node, canEdit, actions }: { node: TaktTreeNode; canEdit: boolean; actions: TaktRowActions }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const [editing, setEditing] = useState<string | null>(null);
  const { place } = actions;
  const quietly = (change: Promise<TaktTree>, done?: string) => void actions.run(change, done).catch(() => undefined);
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
    quietly(change.then((tree) => (actions.expand(node.key), tree)));
  };
  const commitName = () => {
    const next = (editing ?? '').trim();
    setEditing(null);
    if (next !== '' && next !== node.name) quietly(renameNode(place, node.kind, node.id, next));
  };
  const menu = (): MenuProps['items'] => {
    const at = node.siblingIds.indexOf(node.id);
    const item = (key: string, label: string, onClick: () => void, extra: { disabled?: boolean; danger?: boolean } = {}) => ({
      key,
      label: <span data-testid={`takt-action-${key}`}>{label}</span>,
      onClick,
      ...extra,
    });
    return [
      ...(takesLocations ? [item('add-location', t('add_location'), () => addOne('location')), item('add-locations-range', t('add_locations_range'), () => actions.mass(node, 'locations'))] : []),
      ...(takesUnits ? [item('add-unit', t('add_unit'), () => addOne('unit')), item('add-units-range', t('add_units_range'), () => actions.mass(node, 'units'))] : []),
      { type: 'divider' as const },
      item('move-up', t('move_up'), () => move(-1), { disabled: at <= 0 }),
      item('move-down', t('move_down'), () => move(1), { disabled: at < 0 || at >= node.siblingIds.length - 1 }),
      item('duplicate', t('duplicate'), () => quietly(duplicateNode(place, node.kind, node.id), t('duplicated'))),
      item('delete', t('delete'), () => actions.remove(node), { danger: true }),
    ];
  };
  return (
    <div data-testid={`takt-node-${node.kind}`} data-node-name={node.name} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 }}>
      <Tag color={KIND_COLOR[node.kind]} style={{ marginInlineEnd: 0 }}>
        {t(`kind_${node.kind}`)}
      </Tag>
      {editing === null ? (
        <span style={{ flex: 1 }}>
          <span data-testid="takt-node-name">{node.name}</span>
          {canEdit ? (
            <Button type="link" size="small" icon={<EditOutlined />} aria-label={t('rename')} data-testid="takt-node-rename" onClick={(event) => { event.stopPropagation(); setEditing(node.name); }} />
          ) : null}
        </span>
      ) : (
        <Input
          size="small"
          autoFocus
          maxLength={120}
          style={{ flex: 1, maxWidth: 360 }}
          value={editing}
          data-testid="takt-node-name-input"
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => setEditing(event.target.value)}
          onPressEnter={commitName}
          onBlur={commitName}
          onKeyDown={(event) => event.key === 'Escape' && setEditing(null)}
        />
      )}
      {node.kind === 'unit' ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {node.kind === 'structure' || node.childLocationCount > 0 ? t('count_locations', { count: node.childLocationCount }) : t('count_units', { count: node.unitCount })}
        </Typography.Text>
      )}
      {node.hasTasks ? <Tag color="orange">{t('has_tasks')}</Tag> : null}
      {canEdit ? (
        <Dropdown menu={{ items: menu() }} trigger={['click']} destroyOnHidden>
          <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('actions')} data-testid="takt-node-actions" onClick={(event) => event.stopPropagation()} />
        </Dropdown>
      ) : null}
    </div>
  );
});
