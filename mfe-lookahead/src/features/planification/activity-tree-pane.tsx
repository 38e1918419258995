import { memo, useMemo } from 'react';
import { Button, Card, Tree, type TreeDataNode } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import type { PlanIndex } from './plan-find';

/** The window's WBS as a collapsible tree; choosing a node narrows the table to it and what hangs below (spec part 3, 2.2). */
export const ActivityTreePane = memo(function ActivityTreePane({ index, selected, height, onSelect, onClose }: { index: PlanIndex; selected: string | null; height: number; onSelect: (activityId: string | null) => void; onClose: () => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const treeData = useMemo(() => {
    const build = (parent: string | null): TreeDataNode[] =>
      (index.childActivities.get(parent) ?? []).map((id) => {
        const activity = index.activityById.get(id)!;
        const children = build(id);
        return {
          key: id,
          title: (
            <span data-testid={`tree-node-${id}`}>
              <span style={{ color: 'rgba(0,0,0,0.45)', marginRight: 6 }}>{activity.wbs}</span>
              {activity.name}
            </span>
          ),
          ...(children.length > 0 ? { children } : { isLeaf: true }),
        };
      });
    return build(null);
  }, [index]);
  return (
    <Card
      size="small"
      title={t('tree_title')}
      extra={<Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('tree_close')} onClick={onClose} data-testid="tree-close" />}
      style={{ width: 300, flex: '0 0 300px' }}
      styles={{ body: { padding: 8 } }}
      data-testid="activity-tree"
    >
      {selected !== null ? (
        <Button size="small" type="link" onClick={() => onSelect(null)} data-testid="tree-show-all" style={{ paddingLeft: 0 }}>
          {t('tree_show_all')}
        </Button>
      ) : null}
      <Tree
        virtual
        height={height}
        blockNode
        showLine
        defaultExpandAll={index.activities.length <= 300}
        selectedKeys={selected === null ? [] : [selected]}
        treeData={treeData}
        onSelect={(keys) => onSelect(keys.length === 0 ? null : String(keys[0]))}
      />
    </Card>
  );
});
