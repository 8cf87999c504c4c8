// Outgoing e-mail behind a small interface: SMTP when SMTP_URL is set, otherwise an outbox of .eml
// files under DATA_DIR/mail so activation and reset links can be followed on a laptop.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        opts.outboxDir,
        `${stamp}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const link = /https?:\/\/[^\s<>"]+/.exec(message.text)?.[0];
      // The recipient and subject are enough to find the file; the body stays out of the log.
      opts.log.info(
        { mail: file, subject: message.subject, ...(link ? { link } : {}) },
        'mail written to outbox',
      );
    },
  };
}
