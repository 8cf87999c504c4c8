// Rename Group: a new nickname for a group its creator owns. Up to 16 characters, the rest of what
// is typed ignored (docs/groups.md, 'Validation'); an empty nickname leaves the group known by its code.
// The creator also chooses here whether the group is private (joined only with its code).
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { messages } from '@osce/shared/messages';
import { GROUP_LIMITS, type Group } from '@osce/shared/schemas/groups';
import { keptNickname } from '../utils/group-study';
import { PrivateSwitch } from './private-switch';

interface RenameGroupModalProps {
  group: Group | null;
  saving: boolean;
  onSave: (nickname: string, closed: boolean) => void;
  onClose: () => void;
}

export function RenameGroupModal({ group, saving, onSave, onClose }: RenameGroupModalProps) {
  const [nickname, setNickname] = useState('');
  const [closed, setClosed] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  // Each opening starts from the group's current nickname and privacy.
  if ((group?.id ?? null) !== shownFor) {
    setShownFor(group?.id ?? null);
    setNickname(group?.nickname ?? '');
    setClosed(group?.private ?? false);
  }
  const save = () => onSave(nickname.trim(), closed);

  return (
    <Modal
      open={group !== null}
      title={messages.groupsRenameTitle}
      okText={messages.groupsSave}
      cancelText={messages.groupsCancel}
      onOk={save}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label className="groups-field__label" htmlFor="group-rename-nickname">
          {messages.groupsNicknameLabel}
        </label>
        <Input
          id="group-rename-nickname"
          value={nickname}
          maxLength={GROUP_LIMITS.nickname}
          onChange={(event) => setNickname(keptNickname(event.target.value))}
          aria-describedby="group-rename-hint"
          autoFocus
        />
        <p id="group-rename-hint" className="groups-field__hint">
          {messages.groupsNicknameHint}
        </p>
        <PrivateSwitch id="group-rename-private" checked={closed} onChange={setClosed} />
      </form>
    </Modal>
  );
}
