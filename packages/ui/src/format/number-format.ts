/** Spec 9: two decimals, comma as decimal separator, dot for thousands. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '-';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}

export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)} %`;
}

export type ProgressColor = 'red' | 'amber' | 'green';

/** Spec 9: under 30 red, 30 to under 70 amber, 70 and up green. */
export function progressColor(percent: number): ProgressColor {
  if (percent < 30) return 'red';
  if (percent < 70) return 'amber';
  return 'green';
}
