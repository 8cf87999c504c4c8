// The back office's dashboard, audit log and two-step sign-in end to end (docs/admin.md,
// 'Dashboard', 'Audit', 'Second factor'): an administrator (a member the demo administrator made
// admin, so the demo account other journeys log in with keeps no second factor) logs in, sees the
// dashboard and the audit log (a row opened shows its diff), enrols TOTP by scanning nothing but
// reading the key shown (the codes are computed here, RFC 6238), gets ten recovery codes, logs out,
// and logs in again with a code. No serious accessibility problem on any screen. ADMIN_SHOTS names
// a folder for screenshots at 1280 and 768 px.
import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { adminToken, memberIdOf, setRole } from './support/admin.ts';
import { browserForFile, expectFitsAt768, snap } from './support/admin-pages.ts';
import { openOutbox } from './support/mail.ts';
import { seriousViolations } from './support/page-checks.ts';
import { createActiveMember, logIn, submitLogin, toast } from './support/signup.ts';

const baseURL = inject('baseURL');
const adminPassword = inject('adminPassword');
const outbox = openOutbox(inject('dataDir'));

const session = browserForFile();

/** The code an authenticator app shows for a base32 secret at `atMs` (RFC 6238, SHA-1, 6 digits). */
function totpCode(secret: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/\s/g, '')) {
    value = ((value << 5) | alphabet.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

describe('back office: dashboard, audit log and two-step sign-in', () => {
  it('an administrator sees the dashboard and the audit log, enrols TOTP, and logs in again with a code', async () => {
    const staff = await createActiveMember(session(), baseURL, outbox, 'admsec');
    const token = await adminToken(baseURL, adminPassword);
    await setRole(baseURL, token, await memberIdOf(baseURL, token, staff.username), 'admin');

    const { page } = await session().newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, baseURL, staff);

    // The dashboard: counts, the chart, the tables.
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    await page.getByText(/^Members \(\d+\)$/).waitFor();
    await page.locator('.admin-dashboard__chart .recharts-surface').first().waitFor();
    await page.getByText('Most attempted stations').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'security-dashboard');
    await expectFitsAt768(page);

    // The audit log: the role the demo administrator just set, its row opened as a diff.
    await page.goto(`${baseURL}/admin/audit?entity=role`);
    await page.getByRole('heading', { level: 2, name: 'Audit log' }).waitFor();
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    await row.getByRole('button', { name: /expand/i }).click();
    await page.locator('.audit-diff').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'security-audit');
    await expectFitsAt768(page);

    // Two-step sign-in: the key shown, the first code, ten recovery codes once.
    await page.goto(`${baseURL}/admin/security`);
    await page.getByRole('heading', { level: 2, name: messages.secondFactorTitle }).waitFor();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secretText = page.getByTestId('totp-secret');
    await secretText.waitFor();
    await page.locator('.totp-qr svg').first().waitFor();
    const secret = (await secretText.innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'security-enrol');
    const enrolledAt = Date.now();
    await page.getByLabel(messages.secondFactorCodeLabel).fill(totpCode(secret, enrolledAt));
    await page.getByRole('button', { name: messages.secondFactorVerifyButton }).click();
    await page.getByText(messages.secondFactorEnabled).waitFor();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'security-recovery-codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Recovery codes left').waitFor();

    // Log out, and in again: the password, then the code.
    await page.goto(`${baseURL}/logout`);
    await page.waitForURL(`${baseURL}/`);
    await page.goto(`${baseURL}/login`);
    await submitLogin(page, staff.username, staff.password);
    const code = page.getByLabel(messages.secondFactorCodeLabel);
    await code.waitFor();
    await page.getByText(messages.secondFactorNeeded).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'security-login-code');
    // A wrong code keeps the step.
    await code.fill('000000');
    await page.getByRole('button', { name: messages.secondFactorVerifyButton }).click();
    await page.getByText(messages.secondFactorCodeWrong).first().waitFor();
    // The enrolment spent its step's code; the next step's is good (a step either side is allowed).
    await code.fill(totpCode(secret, Math.max(Date.now(), enrolledAt + 30_000)));
    await page.getByRole('button', { name: messages.secondFactorVerifyButton }).click();
    await toast(page, messages.loginSuccess).waitFor();
    await page.waitForURL(`${baseURL}/profile`);
    await page.goto(`${baseURL}/admin/security`);
    await page.getByText('Recovery codes left').waitFor();
  });
});
