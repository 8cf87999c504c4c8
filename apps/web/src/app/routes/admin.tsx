// /admin (docs/admin.md): the back office, its own chunk so members never download it. Staff only:
// the layout sends a visitor to /login and tells a member they may not. Each section is routed here;
// a section's pages come from features/admin.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ADMIN_SECTIONS } from '@osce/shared/admin/sections';
import AntdTheme from '../../components/antd-theme';
import { AuditSection } from '../../features/admin/audit/components/audit-section';
import { ContentSection } from '../../features/admin/content/components/content-section';
import { DashboardSection } from '../../features/admin/dashboard/components/dashboard-section';
import { MembersSection } from '../../features/admin/members/components/members-section';
import { MessagesSection } from '../../features/admin/messages/components/messages-section';
import { PricesSection } from '../../features/admin/prices/components/prices-section';
import { SecuritySection } from '../../features/admin/security/components/security-section';
import { AdminLayout } from '../../features/admin/shell/admin-layout';
import { usePageMeta } from '../../hooks/use-page-meta';
import { AdminLibrary } from './admin-library';
import NotFoundRoute from './not-found';
import '../../styles/admin.css';

/** Each section's page, by key: every section in ADMIN_SECTIONS must have one (type-checked). */
const SECTION_PAGES: Record<(typeof ADMIN_SECTIONS)[number]['key'], ReactNode> = {
  dashboard: <DashboardSection />,
  audit: <AuditSection />,
  security: <SecuritySection />,
  members: <MembersSection />,
  messages: <MessagesSection />,
  prices: <PricesSection />,
  content: <ContentSection />,
  stations: <AdminLibrary />,
};

export default function AdminRoute() {
  usePageMeta({ title: 'Back office' });
  return (
    <AntdTheme>
      <AdminLayout>
        <Routes>
          {ADMIN_SECTIONS.map((section) => (
            <Route
              key={section.key}
              path={`${section.path.replace(/^\/admin/, '') || '/'}/*`}
              element={SECTION_PAGES[section.key]}
            />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </AdminLayout>
    </AntdTheme>
  );
}
