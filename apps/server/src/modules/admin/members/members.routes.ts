// The back office's members and money calls (docs/admin.md, 'Members and money'), each naming
// the capability it needs: finding and reading members (members.read), grants and the account
// actions (members.manage), refunds (payments.refund), roles (members.role), export and erasure
// (members.data).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import {
  adminMemberAnswerSchema,
  adminMembersAnswerSchema,
  adminMembersQuerySchema,
  eraseSchema,
  grantAnswerSchema,
  grantSubscriptionSchema,
  memberActionAnswerSchema,
  refundAnswerSchema,
  refundSchema,
  setRoleSchema,
} from '@osce/shared/schemas/admin-members';
import { recordIdParam } from '@osce/shared/schemas/id';
import type { MemberDataService } from './member-data.service.ts';
import type { Actor, MembersService } from './members.service.ts';
import type { RefundService } from './refund.service.ts';

const idParams = z.object({ id: recordIdParam() });

function actorOf(request: FastifyRequest): Actor {
  const user = request.user!;
  return { id: user.id, username: user.username, role: user.role };
}

export function membersRoutes(deps: {
  members: MembersService;
  refunds: RefundService;
  data: MemberDataService;
}): FastifyPluginAsyncZod {
  const { members, refunds, data } = deps;
  return async (app) => {
    app.get(
      '/members',
      {
        schema: {
          querystring: adminMembersQuerySchema,
          response: { 200: adminMembersAnswerSchema },
        },
        config: { capability: 'members.read' },
      },
      async (request) => members.list(request.query),
    );

    app.get(
      '/members/:id',
      {
        schema: { params: idParams, response: { 200: adminMemberAnswerSchema } },
        config: { capability: 'members.read' },
      },
      async (request) => ({ member: await members.detail(request.params.id) }),
    );

    app.post(
      '/members/:id/subscriptions',
      {
        schema: {
          params: idParams,
          body: grantSubscriptionSchema,
          response: { 201: grantAnswerSchema },
        },
        config: { capability: 'members.manage' },
      },
      async (request, reply) => {
        const subscription = await members.grant(
          actorOf(request),
          request.params.id,
          request.body.subscription_type_id,
          request.body.reason,
        );
        return reply
          .status(201)
          .send({ success: true as const, message: messages.adminGranted, subscription });
      },
    );

    app.post(
      '/subscriptions/:id/refund',
      {
        schema: { params: idParams, body: refundSchema, response: { 200: refundAnswerSchema } },
        config: { capability: 'payments.refund' },
      },
      async (request) => {
        const result = await refunds.refund(
          actorOf(request),
          request.params.id,
          request.body.reason,
        );
        return { success: true as const, message: messages.adminRefunded, ...result };
      },
    );

    const actions = [
      ['logout', members.logout, messages.adminSessionsEnded],
      ['disable', members.disable, messages.adminMemberDisabled],
      ['enable', members.enable, messages.adminMemberEnabled],
      ['reset-password', members.resetPassword, messages.adminResetSent],
    ] as const;
    for (const [path, action, message] of actions) {
      app.post(
        `/members/:id/${path}`,
        {
          schema: { params: idParams, response: { 200: memberActionAnswerSchema } },
          config: { capability: 'members.manage' },
        },
        async (request) => ({
          success: true as const,
          message,
          member: await action(actorOf(request), request.params.id),
        }),
      );
    }

    app.post(
      '/members/:id/role',
      {
        schema: {
          params: idParams,
          body: setRoleSchema,
          response: { 200: memberActionAnswerSchema },
        },
        config: { capability: 'members.role' },
      },
      async (request) => ({
        success: true as const,
        message: messages.adminRoleSet,
        member: await members.setRole(actorOf(request), request.params.id, request.body.role),
      }),
    );

    app.get(
      '/members/:id/export',
      { schema: { params: idParams }, config: { capability: 'members.data' } },
      async (request, reply) => {
        const exported = await data.export(actorOf(request), request.params.id);
        return reply
          .header('content-disposition', `attachment; filename="member-${request.params.id}.json"`)
          .send(exported);
      },
    );

    app.post(
      '/members/:id/erase',
      {
        schema: {
          params: idParams,
          body: eraseSchema,
          response: { 200: memberActionAnswerSchema },
        },
        config: { capability: 'members.data' },
      },
      async (request) => {
        await data.erase(actorOf(request), request.params.id, request.body.confirm);
        return {
          success: true as const,
          message: messages.adminErased,
          member: await members.row(request.params.id),
        };
      },
    );
  };
}
