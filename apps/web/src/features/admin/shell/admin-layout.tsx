// The back office's frame (docs/admin.md): a menu of the sections the caller's role opens, the
// section itself, and the way back to the site. A desktop tool; below 992 px the menu folds into
// a collapsible rail so the console still works at 768 px.
import type { ReactNode } from 'react';
import { Layout, Menu, Result, Typography } from 'antd';
import { Link, Navigate, useLocation } from 'react-router';
import { ADMIN_SECTIONS } from '@osce/shared/admin/sections';
import { messages } from '@osce/shared/messages';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-client';
import { getBrand } from '../../../lib/brand';
import { useIsLoggedIn } from '../../../stores/app-store';
import { useAdminMe } from '../api/admin-me';

/** The section a path is in: the longest section path it starts with. */
export function sectionOf(pathname: string): string {
  const match = [...ADMIN_SECTIONS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return match?.key ?? 'dashboard';
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const me = useAdminMe();

  if (!isLoggedIn) {
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  if (me.isPending) {
    return (
      <main className="admin-gate">
        <LoadingState label="the back office" />
      </main>
    );
  }
  if (me.isError) {
    const forbidden = isApiError(me.error) && me.error.status === 403;
    return (
      <main className="admin-gate">
        {forbidden ? (
          <Result
            status="403"
            title="Staff only"
            subTitle={messages.forbidden}
            extra={<Link to="/">Back to the site</Link>}
          />
        ) : (
          <ErrorState error={me.error} onRetry={() => void me.refetch()} what="the back office" />
        )}
      </main>
    );
  }

  const sections = ADMIN_SECTIONS.filter((s) => me.data.capabilities.includes(s.capability));
  const current = sectionOf(location.pathname);
  return (
    <Layout className="admin-layout">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} theme="light">
        <div className="admin-layout__brand">
          <Typography.Text strong>{getBrand()}</Typography.Text>
          <Typography.Text type="secondary">Back office</Typography.Text>
        </div>
        <nav aria-label="Back office">
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={sections.map((s) => ({ key: s.key, label: <Link to={s.path}>{s.label}</Link> }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-layout__header">
          <span>
            Signed in as <strong>{me.data.username}</strong> ({me.data.role})
          </span>
          <span className="admin-layout__links">
            <Link to="/">Back to the site</Link>
            <Link to="/logout">Log out</Link>
          </span>
        </Layout.Header>
        <Layout.Content className="admin-layout__content">
          <main>{children}</main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
