// The ten recovery codes, shown once after an enrolment (docs/admin.md, 'Second factor').
import { messages } from '@osce/shared/messages';
import '../../styles/admin-security.css';

export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="recovery-codes">
      <p>{messages.secondFactorRecoveryCodesNote}</p>
      <ul aria-label="Recovery codes" className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
