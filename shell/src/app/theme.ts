import type { ThemeConfig } from 'antd';

export const BRAND_NAVY = '#1f3a5f';
export const BRAND_AMBER = '#f5a623';
export const PAGE_BACKGROUND = '#f4f6f9';

export const TENON_THEME: ThemeConfig = {
  token: { colorPrimary: '#2f6fb3', borderRadius: 6, fontSize: 14 },
  components: {
    Layout: { siderBg: BRAND_NAVY, headerBg: '#ffffff', bodyBg: PAGE_BACKGROUND, headerHeight: 56, headerPadding: '0 20px' },
  },
};
