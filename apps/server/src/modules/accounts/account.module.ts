// The accounts domain: sign-up in all its forms, activation, login on one device (by password, or
// through Facebook when configured), logout and password reset. Member settings and profile calls are in the users module.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { memberScope } from '../../plugins/auth.ts';
import { createChargeService } from '../billing/charge.service.ts';
import { createCheckoutService } from '../billing/checkout.service.ts';
import { createContentRepository } from '../content/content.repository.ts';
import { createAuditService } from '../admin/audit.service.ts';
import { createStaffSecurityService } from '../admin/security/security.service.ts';
import { createPlaceRulesLoader } from '../content/place-rules.ts';
import { createAccountCodeService } from './account-code.service.ts';
import { accountLinkRoutes } from './account-link.routes.ts';
import { createAccountLinkService } from './account-link.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createLoginService } from './login.service.ts';
import { loginRoutes, logoutRoutes, socialLoginRoutes } from './login.routes.ts';
import { signupRoutes } from './signup.routes.ts';
import { createSignupService } from './signup.service.ts';
import { createSocialLoginService } from './social-login.service.ts';

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { limiter: RateLimiter | null },
): Promise<void> {
  const { db, clock, events, sessions, config } = ctx;
  const codes = createAccountCodeService({ db, clock });
  const brand = config.BRAND_NAME;
  const publicUrl = config.publicUrl;
  // A staff login asks for the second factor (docs/admin.md, 'Second factor').
  const secondFactor = createStaffSecurityService({
    db,
    clock,
    sessions,
    audit: createAuditService({ db, clock }),
    required: config.ADMIN_TOTP === 'required',
    issuer: brand,
  }).gate;
  const login = createLoginService({ db, sessions, secondFactor });
  await app.register(
    loginRoutes(login, createLoginThrottle({ limiter: deps.limiter, captcha: ctx.captcha, db })),
  );
  const facebook = ctx.facebook;
  await app.register(
    socialLoginRoutes(
      facebook
        ? createSocialLoginService({ db, sessions, clock, events, facebook, secondFactor })
        : null,
    ),
  );
  await app.register(memberScope(sessions, logoutRoutes(sessions)));
  const charges = createChargeService({
    db,
    clock,
    payments: ctx.payments,
    brand,
    log: ctx.log,
  });
  const signup = createSignupService({
    db,
    clock,
    events,
    captcha: ctx.captcha,
    // Sign-up reads plans and pays through billing's services, never its tables.
    checkout: createCheckoutService({ db, clock, payments: ctx.payments, charges }),
    charges,
    codes,
    brand,
    publicUrl,
    log: ctx.log,
  });
  await app.register(
    signupRoutes(
      signup,
      createPlaceRulesLoader({ content: createContentRepository(db), clock, events }),
      brand,
    ),
  );
  await app.register(
    accountLinkRoutes(
      createAccountLinkService({ db, clock, events, codes, sessions, brand, publicUrl }),
    ),
  );
}
