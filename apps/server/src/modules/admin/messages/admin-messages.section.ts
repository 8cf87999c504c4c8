// The Messages section of the back office, ready to register inside the staff scope
// (admin.module.ts; docs/admin.md, 'Messages').
import type { AppContext } from '../../../context.ts';
import type { AuditService } from '../audit.service.ts';
import { adminMessagesRoutes } from './admin-messages.routes.ts';
import { createAdminMessagesService } from './admin-messages.service.ts';

export function messagesSection(ctx: AppContext, audit: AuditService) {
  return adminMessagesRoutes(
    createAdminMessagesService({
      db: ctx.db,
      clock: ctx.clock,
      events: ctx.events,
      audit,
      adminEmail: ctx.config.ADMIN_EMAIL,
      brand: ctx.config.BRAND_NAME,
    }),
  );
}
