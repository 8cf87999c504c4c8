// The 'Private (joined only with its code)' switch of Create a Group and Rename Group, with its
// hint: a private group is not found by its nickname, so its members share its code.
import { Switch } from 'antd';
import { messages } from '@osce/shared/messages';

interface PrivateSwitchProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function PrivateSwitch({ id, checked, onChange }: PrivateSwitchProps) {
  return (
    <div className="groups-private">
      <div className="groups-private__row">
        <Switch id={id} checked={checked} onChange={onChange} aria-describedby={`${id}-hint`} />
        <label className="groups-field__label groups-private__label" htmlFor={id}>
          {messages.groupsPrivateLabel}
        </label>
      </div>
      <p id={`${id}-hint`} className="groups-field__hint">
        {messages.groupsPrivateHint}
      </p>
    </div>
  );
}
