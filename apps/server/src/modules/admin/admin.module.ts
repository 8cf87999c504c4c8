// The back office's API (docs/admin.md): every route under /api/admin, inside the staff scope, each
// naming the capability it needs. Sections register here as they are built.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { staffScope } from '../../plugins/auth.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { contentSection } from './content/content-admin.section.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { createDashboardService } from './dashboard/dashboard.service.ts';
import { messagesSection } from './messages/admin-messages.section.ts';
import { pricesSection } from './prices/admin-prices.section.ts';
import { librarySection } from './library/library.section.ts';
import { membersSection } from './members/members.section.ts';
import { secondFactorLoginRoutes, securityRoutes } from './security/security.routes.ts';
import { createStaffSecurityService } from './security/security.service.ts';
import { staffRoutes } from './staff.routes.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const audit = createAuditService({ db: ctx.db, clock: ctx.clock });
  const security = createStaffSecurityService({
    db: ctx.db,
    clock: ctx.clock,
    sessions: ctx.sessions,
    audit,
    required: ctx.config.ADMIN_TOTP === 'required',
    issuer: ctx.config.BRAND_NAME,
  });
  // The code step of a staff login is public: no session exists yet (docs/admin.md, 'Second factor').
  await app.register(secondFactorLoginRoutes(security));
  await app.register(
    staffScope(ctx.sessions, async (scope) => {
      await scope.register(staffRoutes());
      await scope.register(auditRoutes(audit));
      await scope.register(securityRoutes(security));
      await scope.register(
        dashboardRoutes(createDashboardService({ db: ctx.db, clock: ctx.clock })),
      );
      await scope.register(messagesSection(ctx, audit));
      await scope.register(pricesSection(ctx, audit));
      await scope.register(contentSection(ctx, audit));
      await scope.register(membersSection(ctx, audit));
      await scope.register(librarySection(ctx, audit));
    }),
    { prefix: '/admin' },
  );
}
