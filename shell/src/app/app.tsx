import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import { BrowserRouter } from 'react-router';
import { Provider as MotionProvider } from 'rc-motion';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from './query-client';
import { TENON_THEME } from './theme';
import { usePrefersReducedMotion } from './reduced-motion';
import { AppRoutes } from './app-routes';
import { NotificationArea } from '../features/layout/notification-area';
import { UnauthorizedRedirect } from '../features/session/unauthorized-redirect';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={TENON_THEME} locale={i18n.language === 'es' ? esES : enUS}>
      {/* antd's own switch (the theme's motion token) would change its style hash and miss the styles built ahead. */}
      <MotionProvider motion={!reducedMotion}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <NotificationArea />
              <UnauthorizedRedirect />
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </AntApp>
      </MotionProvider>
    </ConfigProvider>
  );
}
