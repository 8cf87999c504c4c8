// Create a Group: an optional nickname (up to 16 characters, the rest ignored), whether it is
// private (joined only with its code; public by default) and Create. The answer's list replaces My
// Groups, and a toast names the new group.
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { messages } from '@osce/shared/messages';
import { GROUP_LIMITS, groupDisplayName } from '@osce/shared/schemas/groups';
import { showToast } from '../../../lib/toast';
import { useChangeGroups } from '../api/groups';
import { withValues } from '../utils/group-labels';
import { keptNickname } from '../utils/group-study';
import { PrivateSwitch } from './private-switch';

export function CreateGroupForm() {
  const change = useChangeGroups();
  const [nickname, setNickname] = useState('');
  const [closed, setClosed] = useState(false);

  const create = () =>
    change.mutate(
      { call: 'create', nickname, private: closed },
      {
        onSuccess: (answer) => {
          setNickname('');
          setClosed(false);
          if ('group' in answer) {
            const name = groupDisplayName(answer.group);
            showToast('success', withValues(messages.groupsCreated, { name }), 6);
          }
        },
      },
    );

  return (
    <section className="groups-panel" aria-labelledby="groups-create-title">
      <h2 id="groups-create-title">{messages.groupsCreateTitle}</h2>
      <form
        className="groups-form"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <label className="groups-field__label" htmlFor="group-create-nickname">
          {messages.groupsNicknameLabel}
        </label>
        <div className="groups-form__row">
          <Input
            id="group-create-nickname"
            value={nickname}
            maxLength={GROUP_LIMITS.nickname}
            onChange={(event) => setNickname(keptNickname(event.target.value))}
            aria-describedby="group-create-hint"
            autoComplete="off"
          />
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined aria-hidden />}
            loading={change.isPending}
          >
            {messages.groupsCreate}
          </Button>
        </div>
        <p id="group-create-hint" className="groups-field__hint">
          {messages.groupsNicknameHint}
        </p>
        <PrivateSwitch id="group-create-private" checked={closed} onChange={setClosed} />
      </form>
    </section>
  );
}
