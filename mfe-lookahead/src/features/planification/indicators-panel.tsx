import { memo, useState } from 'react';
import { Collapse, Segmented, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskLeanStatus } from '@tenon/contracts/types';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { LEAN_STATUS_COLOURS, LEAN_STATUS_ORDER } from './lean-status-colours';

/** Tasks per lean status, as counts or percentages, collapsible (spec part 3, 2.2). */
export const IndicatorsPanel = memo(function IndicatorsPanel({ counts }: { counts: Record<TaskLeanStatus, number> }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const [mode, setMode] = useState<'count' | 'percent'>('count');
  const total = LEAN_STATUS_ORDER.reduce((sum, status) => sum + counts[status], 0);
  const figure = (status: TaskLeanStatus) => (mode === 'count' ? String(counts[status]) : `${total === 0 ? 0 : Math.round((counts[status] / total) * 100)}%`);
  return (
    <Collapse
      size="small"
      defaultActiveKey={['indicators']}
      data-testid="plan-indicators"
      items={[
        {
          key: 'indicators',
          label: t('indicators'),
          extra: (
            <span onClick={(event) => event.stopPropagation()}>
              <Segmented
                size="small"
                value={mode}
                data-testid="plan-indicators-mode"
                options={[
                  { value: 'count', label: t('indicators_count') },
                  { value: 'percent', label: t('indicators_percent') },
                ]}
                onChange={(value) => setMode(value as 'count' | 'percent')}
              />
            </span>
          ),
          children: (
            <Space wrap>
              {LEAN_STATUS_ORDER.map((status) => (
                <Tag key={status} color={LEAN_STATUS_COLOURS[status]} data-testid={`plan-indicator-${status}`} style={{ fontSize: 14, padding: '4px 10px' }}>
                  {t(`lean_${status}`)}: {figure(status)}
                </Tag>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
});
