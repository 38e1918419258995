import type { Options } from 'highcharts';
import type { TaktVelocityReply } from '@tenon/contracts/types';

/** Units planned and completed per week as columns, and both cumulative as lines on a second axis. */
export function velocityChartOptions(velocity: TaktVelocityReply, t: (key: string) => string): Options {
  return {
    title: { text: undefined },
    chart: { height: 320 },
    xAxis: { categories: velocity.weeks.map((w) => w.weekStart), title: { text: t('velocity_week') } },
    yAxis: [
      { min: 0, allowDecimals: false, title: { text: t('velocity_units_axis') } },
      { min: 0, allowDecimals: false, title: { text: t('velocity_cumulative_axis') }, opposite: true },
    ],
    tooltip: { shared: true },
    series: [
      { type: 'column', name: t('velocity_planned'), data: velocity.weeks.map((w) => w.planned), color: '#bfbfbf' },
      { type: 'column', name: t('velocity_completed'), data: velocity.weeks.map((w) => w.completed), color: '#52c41a' },
      { type: 'line', name: t('velocity_planned_cumulative'), yAxis: 1, data: velocity.weeks.map((w) => w.plannedCumulative), color: '#595959', dashStyle: 'ShortDash' },
      { type: 'line', name: t('velocity_completed_cumulative'), yAxis: 1, data: velocity.weeks.map((w) => w.completedCumulative), color: '#1677ff' },
    ],
  };
}
