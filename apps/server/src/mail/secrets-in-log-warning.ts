// Without SMTP_URL the mail outbox writes each e-mail to a folder and logs its link, so the log
// holds live activation and password-reset links, and the start that creates the demo
// administrator logs its generated password. Right on a laptop; on a server anyone who reads the
// log can take over accounts, so a start that is not on localhost says so (docs/operating.md, 'E-mail').

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether the public address is this machine's own (a developer's laptop). */
export function isLocalAddress(publicUrl: string): boolean {
  try {
    const host = new URL(publicUrl).hostname.toLowerCase();
    return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** The start-up warning, or null when mail goes out by SMTP or the server is only local. */
export function secretsInLogWarning(config: {
  publicUrl: string;
  SMTP_URL?: string | undefined;
}): string | null {
  if (config.SMTP_URL || isLocalAddress(config.publicUrl)) return null;
  return (
    `SMTP_URL is not set while PUBLIC_URL is ${config.publicUrl}: e-mails are written to the ` +
    'outbox folder instead of sent, and the log shows the activation and password-reset links ' +
    'they hold and the generated demo administrator password. Anyone who reads this log can ' +
    'use them: set SMTP_URL (and ADMIN_PASSWORD) on a server others can reach.'
  );
}
