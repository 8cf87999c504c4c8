// The member's role in their group (docs/groups.md, 'Screens'): candidate, patient and examiner are
// each held by one member and show 'Selected by {name}'; observer is open to many; the examiner,
// outside a playlist, can clear everyone's role. The server decides: two members pressing the same
// role at once get it once, and the other sees who has it.
import '../styles/group-panel.css';
import type { GroupRole } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { ROLE_LABELS, canClearAllRoles } from '@osce/shared/stations/roles';
import { useCurrentUser } from '../api/get-current-user';
import { showToast } from '../lib/toast';
import { tell } from '../lib/group-connection';
import { holderOf, myMember, useGroupLive } from '../hooks/use-group-live';

const ROLE_CHOICES: GroupRole[] = ['candidate-2', 'patient', 'examiner', 'observer'];

export function GroupRoleChoices({ onChosen }: { onChosen?: () => void }) {
  const live = useGroupLive();
  const user = useCurrentUser();
  const role = myMember(live, user.data?.id)?.role ?? null;
  const inPlaylist = live.snapshot?.current?.playlist != null;

  return (
    <fieldset className="group-panel__roles">
      <legend>{messages.groupPanelYourRole}</legend>
      {ROLE_CHOICES.map((choice) => {
        const holder = choice === 'observer' ? null : holderOf(live, choice);
        const mine = role === choice;
        const taken = holder !== null && !mine;
        return (
          <button
            key={choice}
            type="button"
            className="role-choice group-role"
            aria-pressed={mine}
            aria-disabled={taken}
            onClick={() => {
              if (taken) {
                showToast('info', messages.groupRoleTaken.replace('{name}', holder.name), 4);
                return;
              }
              if (mine) {
                onChosen?.();
                return;
              }
              void tell('change-role', { role: choice }).then((ok) => ok && onChosen?.());
            }}
          >
            <span className="role-choice__name">{ROLE_LABELS[choice]}</span>
            <span className="role-choice__text">
              {holder
                ? messages.groupRoleSelectedBy.replace('{name}', holder.name)
                : choice === 'observer'
                  ? ''
                  : messages.groupPanelRoleFree}
            </span>
          </button>
        );
      })}
      {canClearAllRoles(role, inPlaylist) ? (
        <button type="button" className="group-panel__link" onClick={() => void tell('clear-role')}>
          {messages.groupPanelClearRoles}
        </button>
      ) : null}
    </fieldset>
  );
}
