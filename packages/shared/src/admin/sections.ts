// The back office's sections (docs/admin.md): the console's menu, each opened by one capability.
// The web console routes them; the server's route list (app-routes.ts) knows their paths.
import type { AdminCapability } from './roles.ts';

export interface AdminSection {
  key: string;
  path: string;
  label: string;
  capability: AdminCapability;
}

export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '/admin', label: 'Dashboard', capability: 'dashboard.read' },
  { key: 'members', path: '/admin/members', label: 'Members', capability: 'members.read' },
  { key: 'messages', path: '/admin/messages', label: 'Messages', capability: 'messages.manage' },
  { key: 'stations', path: '/admin/stations', label: 'Stations', capability: 'stations.edit' },
  { key: 'content', path: '/admin/content', label: 'Content', capability: 'content.edit' },
  { key: 'prices', path: '/admin/prices', label: 'Prices', capability: 'prices.edit' },
  { key: 'audit', path: '/admin/audit', label: 'Audit log', capability: 'audit.read' },
  {
    key: 'security',
    path: '/admin/security',
    label: 'Sign-in security',
    capability: 'dashboard.read',
  },
] as const satisfies readonly AdminSection[];
