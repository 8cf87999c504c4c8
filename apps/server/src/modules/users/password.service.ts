// Changing the password from settings: the current one is checked, the new one stored, and every
// other device signed out in the same transaction (the device that asked stays signed in).
import type { ChangePasswordInput } from '@osce/shared/schemas/password';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hasher.ts';
import type { SessionService } from '../accounts/session.service.ts';
import { createUserRepository } from './user.repository.ts';

export type PasswordService = ReturnType<typeof createPasswordService>;

export type ChangePasswordResult = { ok: true } | { ok: false; reason: 'current_password' };

export function createPasswordService(deps: { db: Db; sessions: SessionService }) {
  const { db, sessions } = deps;
  return {
    async changePassword(
      userId: number,
      keepToken: string,
      input: ChangePasswordInput,
    ): Promise<ChangePasswordResult> {
      const stored = await createUserRepository(db).findPasswordHash(userId);
      // An account without a password (made by a social login) has no current one to give.
      const matches = stored !== null && (await verifyPassword(input.current_password, stored));
      if (!matches) return { ok: false, reason: 'current_password' };
      const passwordHash = await hashPassword(input.new_password1);
      await withTransaction(db, async (tx) => {
        await createUserRepository(tx).setPasswordHash(userId, passwordHash);
        await sessions.closeOthersForUser(userId, keepToken, tx);
      });
      return { ok: true };
    },
  };
}
