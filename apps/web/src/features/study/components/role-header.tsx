// The study screen's heading with the member's role and Change Your Role (docs/study.md,
// 'Screens'); while no role is chosen, the warning stays on the page after the chooser is closed.
import { Alert, Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { ROLE_LABELS, type Role } from '@osce/shared/stations/roles';
import { withValues } from '../../../lib/with-values';

interface RoleHeaderProps {
  role: Role | null;
  onChangeRole: () => void;
  chooserOpen: boolean;
}

export function RoleHeader({ role, onChangeRole, chooserOpen }: RoleHeaderProps) {
  return (
    <header className="study-header">
      <h1>{messages.studyTitle}</h1>
      <div className="study-header__role">
        <span className="study-header__role-text">
          {role
            ? withValues(messages.studyYourRole, { role: ROLE_LABELS[role] })
            : messages.studyNoRole}
        </span>
        <Button onClick={onChangeRole} aria-haspopup="dialog" aria-expanded={chooserOpen}>
          {messages.studyChangeRole}
        </Button>
      </div>
      {role === null && !chooserOpen ? (
        <Alert
          type="warning"
          showIcon
          title={messages.chooseRoleFirst}
          className="study-header__warning"
        />
      ) : null}
    </header>
  );
}
