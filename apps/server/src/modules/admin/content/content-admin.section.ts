// The Content section of the back office, ready to register inside the staff scope
// (admin.module.ts; docs/admin.md, 'Content and terms').
import type { AppContext } from '../../../context.ts';
import type { AuditService } from '../audit.service.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { createContentAdminService } from './content-admin.service.ts';

export function contentSection(ctx: AppContext, audit: AuditService) {
  return contentAdminRoutes(
    createContentAdminService({ db: ctx.db, clock: ctx.clock, events: ctx.events, audit }),
  );
}
