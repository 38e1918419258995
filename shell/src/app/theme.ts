import { TENON_THEME } from '@tenon/ui';

export { TENON_THEME };

// The brand's colours, as the theme sets them.
export const BRAND_NAVY = TENON_THEME.components!.Layout!.siderBg!;
export const BRAND_AMBER = '#f5a623';
