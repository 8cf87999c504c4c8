import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function captureLog(): { log: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger, lines };
}

describe('mail outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file and logs where, with the first link', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-outbox-'));
    dirs.push(outboxDir);
    const { log, lines } = captureLog();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'OSCE Studio <no-reply@localhost>',
      outboxDir,
      log,
    });
    await mailer.send({
      to: 'student@example.com',
      subject: 'Activate your account',
      text: 'Welcome!\nActivate: http://localhost:3000/activate/abc123 within a day.\nhttp://localhost:3000/other',
    });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe('Activate your account');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('student@example.com');
    expect(lines.at(-1)).toMatchObject({
      mail: path.join(outboxDir, files[0]!),
      link: 'http://localhost:3000/activate/abc123',
    });
  });
});

describe('SMTP (SMTP_URL set)', () => {
  it('hands the message to the SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'OSCE Studio <no-reply@localhost>',
        outboxDir: '/nonexistent',
        log: captureLog().log,
      });
      await mailer.send({
        to: 'admin@example.com',
        subject: 'Contact: plans',
        text: 'Hello there',
      });
      expect(received).toHaveLength(1);
      const mail = await simpleParser(received[0]!);
      expect(mail.subject).toBe('Contact: plans');
      expect(mail.text?.trim()).toBe('Hello there');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
