// The audit log's vocabulary (docs/admin.md, 'Audit'): the singular resource an entry is about.
export const AUDIT_ENTITIES = [
  'member',
  'subscription',
  'payment',
  'station',
  'voucher',
  'promotion',
  'plan',
  'message',
  'page',
  'terms',
  'role',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * Fields never written into an entry's `before` or `after`, whatever object is recorded: secrets,
 * password and token hashes, card data. Matched on the key's name, at any depth.
 */
export const AUDIT_REDACTED_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'totpSecret',
  'totp_secret',
  'recoveryCodes',
  'recovery_codes',
  'card',
  'cardNumber',
  'card_number',
  'cvc',
  'secret',
] as const;
