// The enrolment's QR code (the otpauth:// URI) and the secret to type instead, grouped in fours.
// Ant Design's QRCode, drawn as SVG; the login page loads this lazily (docs/admin.md, 'Second factor').
import { QRCode } from 'antd';
import { messages } from '@osce/shared/messages';

export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export default function TotpQr({ uri, secret }: { uri: string; secret: string }) {
  return (
    <div className="totp-qr">
      <QRCode value={uri} type="svg" size={184} bordered={false} aria-label="QR code" />
      <p className="totp-qr__secret">
        <span>{messages.secondFactorSecretLabel}: </span>
        <code data-testid="totp-secret">{groupSecret(secret)}</code>
      </p>
    </div>
  );
}
