// A real SMTP server on 127.0.0.1 for tests: mail the app sends through SMTP_URL arrives here, is
// parsed, and can be awaited by recipient, so tests follow the links people would click.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  messages: ParsedMail[];
  /** The next message to this address (already received or arriving within the timeout). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = messages.find((m) => !taken.has(m) && addressedTo(m, to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path of the first link to this app in a message's text, e.g. /activate/abc. */
export function linkPath(mail: ParsedMail, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}/[\\w-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return match[1];
}
