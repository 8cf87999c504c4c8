// A signed-in member's message to the administrator: the contact form without name and e-mail,
// which come from the account, stored and e-mailed exactly as the public form's messages are.
import type { UserContactMessage } from '@osce/shared/schemas/user-contact';
import type { Db } from '../../db/client.ts';
import type { MessageService, SendContactResult } from '../messages/message.service.ts';
import { createUserRepository } from './user.repository.ts';

export type UserContactService = ReturnType<typeof createUserContactService>;

export function createUserContactService(deps: { db: Db; messages: MessageService }) {
  const { db, messages } = deps;
  return {
    async send(userId: number, input: UserContactMessage): Promise<SendContactResult> {
      const account = await createUserRepository(db).findContact(userId);
      if (!account) throw new Error(`member ${userId} not found`);
      const name = `${account.firstName} ${account.lastName}`.trim() || account.username;
      return messages.sendContactMessage({ ...input, name, email: account.email }, userId);
    },
  };
}
