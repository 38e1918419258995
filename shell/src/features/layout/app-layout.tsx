import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { isPrintMode } from '@tenon/ui';
import { SideMenu, SIDE_MENU_WIDTH } from './side-menu';
import { HeaderBar } from './header-bar';
import { useDefaultSelection } from './use-default-selection';

/**
 * Renders nothing: the default selection's reads (projects, schedules, the selection) re-render this alone, not the
 * layout, its menu and its header with each answer. Last of the layout's children, so that its effects run after
 * those of the page's, whose deep link may select a schedule in the same commit.
 */
function DefaultSelection() {
  useDefaultSelection();
  return null;
}

export function AppLayout() {
  // The server's print browser gets the page alone: no menu or header in a PDF.
  if (isPrintMode()) {
    return (
      <>
        <Layout.Content role="main" data-testid="app-content" style={{ background: '#fff' }}>
          <Outlet />
        </Layout.Content>
        <DefaultSelection />
      </>
    );
  }
  return (
    <>
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
      <DefaultSelection />
    </>
  );
}
