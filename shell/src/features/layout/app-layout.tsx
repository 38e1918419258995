import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { isPrintMode } from '@tenon/ui';
import { SideMenu, SIDE_MENU_WIDTH } from './side-menu';
import { HeaderBar } from './header-bar';
import { useDefaultSelection } from './use-default-selection';

export function AppLayout() {
  useDefaultSelection();
  // The server's print browser gets the page alone: no menu or header in a PDF.
  if (isPrintMode()) {
    return (
      <Layout.Content role="main" data-testid="app-content" style={{ background: '#fff' }}>
        <Outlet />
      </Layout.Content>
    );
  }
  return (
    <Layout style={{ minHeight: '100%' }}>
      <Layout.Sider width={SIDE_MENU_WIDTH} style={{ position: 'fixed', insetBlock: 0, insetInlineStart: 0, zIndex: 10 }}>
        <SideMenu />
      </Layout.Sider>
      <Layout style={{ marginInlineStart: SIDE_MENU_WIDTH }}>
        <Layout.Header style={{ borderBottom: '1px solid #e6e9ef', position: 'sticky', top: 0, zIndex: 5 }}>
          <HeaderBar />
        </Layout.Header>
        <Layout.Content role="main" data-testid="app-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
