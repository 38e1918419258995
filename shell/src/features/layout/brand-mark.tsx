import { Typography } from 'antd';
import { BRAND_AMBER, BRAND_NAVY } from '../../app/theme';

export function BrandMark({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} aria-label="Tenon">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : BRAND_NAVY} />
        <path d="M8 9h16v4h-6v12h-4V13H8z" fill={BRAND_AMBER} />
      </svg>
      {compact ? null : (
      <Typography.Text strong style={{ fontSize: 18, color: inverted ? '#ffffff' : BRAND_NAVY }}>
        Tenon
      </Typography.Text>
      )}
    </div>
  );
}
