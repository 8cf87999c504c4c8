// The mail outbox the server writes when SMTP_URL is empty: one .eml file per message under
// <dataDir>/mail. Mail goes out after the operation's transaction commits, so readers poll for it.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

export interface Outbox {
  /** Waits for the newest mail to `to` whose text holds a link under `linkPrefix`. */
  waitForLink(to: string, linkPrefix: string, timeoutMs?: number): Promise<string>;
  /** Every mail to `to` so far, oldest first. */
  mailTo(to: string): Promise<OutboxMail[]>;
}

export function openOutbox(dataDir: string): Outbox {
  const dir = path.join(dataDir, 'mail');
  const parsed = new Map<string, OutboxMail>();

  async function readAll(): Promise<OutboxMail[]> {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    for (const file of files) {
      if (parsed.has(file)) continue;
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      parsed.set(file, {
        file,
        to: mail.to
          ? [mail.to]
              .flat()
              .map((a) => a.text.toLowerCase())
              .join(', ')
          : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      });
    }
    return files.map((file) => parsed.get(file)!);
  }

  const mailTo = async (to: string) =>
    (await readAll()).filter((mail) => mail.to.includes(to.toLowerCase()));

  return {
    mailTo,
    // Mail goes out after its transaction commits, normally within a second. (Mails that took 20
    // to 60 s were a sender that dropped a wake-up arriving as its pass ended, leaving them to the
    // minute's sweep; fixed in the mail outbox's `coalesce`.) The wait stays generous for a busy
    // two-core machine; a lost mail still fails.
    async waitForLink(to, linkPrefix, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      const pattern = new RegExp(
        `https?://[^\\s<>"]+${linkPrefix.replace(/\//g, '\\/')}[^\\s<>"]+`,
      );
      for (;;) {
        const mails = (await mailTo(to)).reverse();
        for (const mail of mails) {
          const link = pattern.exec(mail.text)?.[0];
          // The path only: the mail names the server's public address, the test its own.
          if (link) return new URL(link).pathname;
        }
        if (Date.now() > deadline) {
          throw new Error(`no mail to ${to} with a ${linkPrefix} link after ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
}
