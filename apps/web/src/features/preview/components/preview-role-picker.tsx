// The preview's first step ('Preview Station for Free', docs/station-run.md, 'Screens'): pick a role. A
// visitor studies alone, as the Solo Candidate; the group roles are listed for what they are, and
// need a study group, which is for members. Plain markup: this public page loads no Ant Design
// until the station itself is opened.
import { messages } from '@osce/shared/messages';
import { GROUP_ROLES, ROLE_LABELS, type Role } from '@osce/shared/stations/roles';
import { ButtonLink } from '../../../components/button-link';

const SOLO: Role = 'candidate-1';

interface PreviewRolePickerProps {
  onChoose: (role: Role) => void;
}

export function PreviewRolePicker({ onChoose }: PreviewRolePickerProps) {
  return (
    <div className="page-body page-body--narrow preview-page">
      <header className="page-heading">
        <h1>{messages.previewTitle}</h1>
        <p>{messages.previewIntro}</p>
      </header>
      <section aria-labelledby="preview-roles-title">
        <h2 id="preview-roles-title" className="preview-page__subtitle">
          {messages.previewChooseRole}
        </h2>
        <ul className="preview-roles">
          <li>
            <button type="button" className="preview-role" onClick={() => onChoose(SOLO)}>
              <span className="preview-role__name">{ROLE_LABELS[SOLO]}</span>
              <span className="preview-role__text">{messages.studySoloDescription}</span>
            </button>
          </li>
          {GROUP_ROLES.map((role) => (
            <li key={role}>
              <div className="preview-role preview-role--unavailable">
                <span className="preview-role__name">{ROLE_LABELS[role]}</span>
                <span className="preview-role__text">{messages.previewNeedsGroup}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="preview-page__subscribe">
        <ButtonLink to="/subscription-plans" variant="default" size="large">
          {messages.previewSubscribe}
        </ButtonLink>
      </p>
    </div>
  );
}
