import { Card, Empty, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WeekPpcPoint } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { ppcColour } from './week-rules';

const BAR_MAX_HEIGHT = 64;

/** The week's PPC and the last closed weeks' as small bars, oldest first. */
export function PpcTrend({ ppc, trend }: { ppc: number | null; trend: WeekPpcPoint[] }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  return (
    <Card size="small" data-testid="week-ppc" style={{ minWidth: 280 }}>
      <Statistic title={t('ppc_of_week')} value={ppc === null ? '—' : `${ppc}%`} valueStyle={{ color: ppcColour(ppc) }} />
      <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{t('ppc_trend')}</div>
      {trend.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('no_closed_weeks')} />
      ) : (
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8, height: BAR_MAX_HEIGHT + 32, paddingTop: 4 }} data-testid="week-ppc-trend">
          {trend.map((point) => (
            <div key={point.weekStart} style={{ textAlign: 'center', width: 36 }} data-testid="week-ppc-point" title={`${point.weekStart}: ${point.ppc ?? '—'}%`}>
              <div style={{ fontSize: 11 }}>{point.ppc === null ? '—' : Math.round(point.ppc)}</div>
              <div style={{ height: Math.max(2, ((point.ppc ?? 0) / 100) * BAR_MAX_HEIGHT), background: ppcColour(point.ppc), borderRadius: 2 }} />
              <div style={{ fontSize: 11, color: 'rgba(0,0,0,0.55)' }}>{t('week_short', { week: point.week })}</div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
