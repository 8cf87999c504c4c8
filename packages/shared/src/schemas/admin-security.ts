// Staff sign-in security (docs/admin.md, 'Second factor'): the bodies and answers of the security
// section (/api/admin/security...) and of the login's code step (/api/login/second-factor...).
import { z } from 'zod';
import { messages } from '../messages.ts';
import { objectBody, safeText } from './text.ts';

/** A 6-digit TOTP code or a recovery code (spaces and dashes allowed; checked by the server). */
export const secondFactorCode = safeText({ required: messages.secondFactorCodeRequired, max: 40 });

/** A login's ticket: what /login answered with `second_factor`. */
const ticket = z
  .string({ error: messages.secondFactorTicketExpired })
  .regex(/^[\w-]{20,100}$/, { error: messages.secondFactorTicketExpired });

/** POST /api/admin/security/totp/confirm and /disable. */
export const totpCodeBodySchema = objectBody(z.object({ code: secondFactorCode }));
export type TotpCodeBody = z.infer<typeof totpCodeBodySchema>;

/** POST /api/login/second-factor: the code step of a staff login (or the end of its enrolment). */
export const secondFactorLoginSchema = objectBody(z.object({ ticket, code: secondFactorCode }));
export type SecondFactorLoginInput = z.infer<typeof secondFactorLoginSchema>;

/** POST /api/login/second-factor/enrol: the QR code for a login that must enrol first. */
export const secondFactorEnrolSchema = objectBody(z.object({ ticket }));

/** GET /api/admin/security: where the caller stands. */
export const securityStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  /** ADMIN_TOTP=required: every staff login needs the code, and it cannot be turned off. */
  required: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

/** A started enrolment: the secret (base32) and the otpauth:// URI the QR code carries. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A confirmed enrolment: the ten recovery codes, shown this once. */
export const recoveryCodesAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;
