// The members and money section of the back office (docs/admin.md, 'Members and money'): its
// services built from the app context, and its routes, registered by admin.module.ts inside the
// staff scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { createAccountCodeService } from '../../accounts/account-code.service.ts';
import type { AuditService } from '../audit.service.ts';
import { createMemberDataService } from './member-data.service.ts';
import { membersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';
import { createRefundService } from './refund.service.ts';

export function membersSection(ctx: AppContext, audit: AuditService): FastifyPluginAsyncZod {
  const { db, clock, events, sessions } = ctx;
  return membersRoutes({
    members: createMembersService({
      db,
      clock,
      events,
      audit,
      sessions,
      codes: createAccountCodeService({ db, clock }),
      brand: ctx.config.BRAND_NAME,
      publicUrl: ctx.config.publicUrl,
    }),
    refunds: createRefundService({ db, clock, events, audit, payments: ctx.payments }),
    data: createMemberDataService({ db, clock, events, audit, sessions }),
  });
}
