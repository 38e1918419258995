import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ScheduleOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ModuleKey } from '@tenon/ui';

export const MODULE_ICONS: Readonly<Record<ModuleKey, ReactNode>> = {
  masterplan: <ScheduleOutlined aria-hidden />,
  lookahead: <CalendarOutlined aria-hidden />,
  weekly: <CarryOutOutlined aria-hidden />,
  takt: <AppstoreOutlined aria-hidden />,
  productivity: <ThunderboltOutlined aria-hidden />,
  analytics: <BarChartOutlined aria-hidden />,
};
