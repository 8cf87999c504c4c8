// The Prices section of the back office, ready to register inside the staff scope
// (admin.module.ts; docs/admin.md, 'Prices').
import type { AppContext } from '../../../context.ts';
import type { AuditService } from '../audit.service.ts';
import { adminPricesRoutes } from './admin-prices.routes.ts';
import { createAdminPricesService } from './admin-prices.service.ts';

export function pricesSection(ctx: AppContext, audit: AuditService) {
  return adminPricesRoutes(createAdminPricesService({ db: ctx.db, events: ctx.events, audit }));
}
