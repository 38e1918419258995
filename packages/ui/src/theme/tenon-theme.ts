import type { ThemeConfig } from 'antd';
import theme from './tenon-theme.json';

/**
 * The product's antd theme. It is data (a JSON file) because the build reads it too: the web build writes antd's
 * styles for this theme to a CSS file (build/antd-static-css.cjs), so pages do not compute them at run time.
 */
export const TENON_THEME: ThemeConfig = theme;
