// The role chooser (docs/study.md): opens by itself while no role is chosen,
// with the spec's warning, and again from Change Your Role. Solo study makes the member the Solo
// Candidate; Group Study leads to /study-groups. In a group it offers the group's roles instead.
import { Alert, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { messages } from '@osce/shared/messages';
import { ROLE_LABELS, roleFromChoice, type Role } from '@osce/shared/stations/roles';
import { showToast } from '../../../lib/toast';
import { GroupRoleChoices } from '../../../components/group-role-choices';

interface RoleChooserProps {
  open: boolean;
  /** In a group, the group's roles are offered (decided by the server). */
  inGroup?: boolean;
  role: Role | null;
  onChoose: (role: Role) => void;
  onClose: () => void;
}

export function RoleChooser({ open, inGroup = false, role, onChoose, onClose }: RoleChooserProps) {
  const navigate = useNavigate();
  const solo = roleFromChoice('candidate', false);

  const chooseGroup = () => {
    // See docs/study.md, 'Rules': a solo candidate switching to group study is told where stats are.
    if (role === solo) showToast('warning', messages.returnToStatsInGroup, 6);
    onClose();
    void navigate('/study-groups');
  };

  return (
    <Modal
      open={open}
      title={messages.studyChooseRoleTitle}
      onCancel={onClose}
      footer={null}
      centered
      rootClassName="role-chooser"
    >
      {role === null ? (
        <Alert
          type="warning"
          showIcon
          title={messages.chooseRoleFirst}
          className="role-chooser__warning"
        />
      ) : null}
      {inGroup ? (
        <GroupRoleChoices onChosen={onClose} />
      ) : (
        <ul className="role-chooser__choices">
          <li>
            <button
              type="button"
              className="role-choice"
              aria-pressed={role === solo}
              onClick={() => onChoose(solo)}
            >
              <span className="role-choice__name">{ROLE_LABELS[solo]}</span>
              <span className="role-choice__text">{messages.studySoloDescription}</span>
            </button>
          </li>
          <li>
            <button type="button" className="role-choice" onClick={chooseGroup}>
              <span className="role-choice__name">{messages.profileGroupStudy}</span>
              <span className="role-choice__text">{messages.studyGroupDescription}</span>
            </button>
          </li>
        </ul>
      )}
    </Modal>
  );
}
