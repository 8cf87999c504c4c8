// The group study panel (docs/groups.md, 'Screens'): who is here
// with which role, the member's own role choice (candidate, patient and examiner each held by one:
// 'Selected by {name}'), the current station with Join, the suggestions with Start for the
// examiner, and the examiner's choice of whom the mark goes to. Everything it shows is the server's
// snapshot; everything it does is a message the server may refuse (shown as a toast). Removing a
// member asks first; on the current station's own page there is no Join (the member is in it).
import '../styles/group-panel.css';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GroupStation } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { ROLE_LABELS, namesHidden } from '@osce/shared/stations/roles';
import { useCurrentUser } from '../api/get-current-user';
import { leavesGroup } from '../lib/study-pages';
import { showToast } from '../lib/toast';
import { endGroupStudy, useGroup } from '../stores/app-store';
import { leaveGroup, tell } from '../lib/group-connection';
import { myMember, useGroupLive } from '../hooks/use-group-live';
import { ConfirmDialog } from './confirm-dialog';
import { GroupRoleChoices } from './group-role-choices';

function stationLabel(station: GroupStation, hideName: boolean): string {
  const number = messages.groupPanelStationName.replace('{number}', String(station.number));
  return hideName ? number : `${number}: ${station.name}`;
}

interface GroupPanelProps {
  /** Adds a suggested station to one of the examiner's playlists (the study screen's modal). */
  onAddToPlaylist?: (station: GroupStation) => void;
}

export function GroupPanel({ onAddToPlaylist }: GroupPanelProps) {
  const group = useGroup();
  const live = useGroupLive();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ uid: number; name: string } | null>(null);
  const { pathname } = useLocation();
  const snapshot = live.snapshot;
  const me = myMember(live, user.data?.id);
  const role = me?.role ?? null;
  const examiner = role === 'examiner';
  const hideNames = namesHidden(role, false);
  const current = snapshot?.current ?? null;

  const leave = async () => {
    // From a station page the move itself leaves the group, once the station's guard has asked.
    if (leavesGroup(pathname, '/profile')) {
      void navigate('/profile');
      return;
    }
    await leaveGroup();
    endGroupStudy();
    void navigate('/profile');
  };
  const onCurrentStation = current !== null && pathname === `/station/${current.station.number}`;

  if (!group) return null;
  return (
    <section className="group-panel" aria-labelledby="group-panel-title">
      <h2 id="group-panel-title" className="group-panel__title">
        {messages.groupPanelCurrently}
      </h2>
      <p className="group-panel__name">{group.name}</p>
      {live.status === 'refused' ? (
        <p className="group-panel__status" role="alert">
          {live.refusal}
        </p>
      ) : live.status !== 'connected' ? (
        <p className="group-panel__status" role="status">
          {live.status === 'reconnecting'
            ? messages.groupConnectionLost
            : messages.groupPanelConnecting}
        </p>
      ) : null}

      <ul className="group-panel__members" aria-label={messages.groupPanelCurrently}>
        {(snapshot?.members ?? []).map((member) => (
          <li key={member.uid} className="group-member">
            {member.avatar ? (
              <img
                className="group-member__avatar"
                src={member.avatar}
                alt=""
                width={32}
                height={32}
              />
            ) : (
              <span
                className="group-member__avatar group-member__avatar--initial"
                aria-hidden="true"
              >
                {member.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className="group-member__name">
              {member.name} {member.uid === me?.uid ? messages.groupPanelYou : null}
            </span>
            <span className="group-member__role">
              {member.online
                ? member.role
                  ? ROLE_LABELS[member.role]
                  : messages.groupPanelNoRole
                : messages.groupPanelAway}
            </span>
            {examiner && member.uid !== me?.uid ? (
              <button
                type="button"
                className="group-panel__link group-member__remove"
                aria-label={messages.groupPanelRemoveLabel.replace('{name}', member.name)}
                onClick={() => setRemoving({ uid: member.uid, name: member.name })}
              >
                {messages.groupPanelRemove}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--default group-panel__leave" onClick={leave}>
        {messages.groupsLeave}
      </button>

      <GroupRoleChoices />

      <h3 className="group-panel__heading">{messages.groupPanelCurrentStation}</h3>
      {current ? (
        <div className="group-panel__current">
          <span>{stationLabel(current.station, hideNames)}</span>
          {onCurrentStation ? null : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                if (!role) showToast('warning', messages.chooseRoleBeforeJoining, 5);
                else void navigate(`/station/${current.station.number}`);
              }}
            >
              {messages.groupPanelJoinStation}
            </button>
          )}
        </div>
      ) : (
        <p className="group-panel__empty">{messages.groupPanelNoStation}</p>
      )}
      {examiner && current ? (
        <label className="group-panel__attach">
          <span>{messages.groupPanelMarkingFor}</span>
          <select
            value={current.attached ?? ''}
            onChange={(event) =>
              void tell('attach', {
                uid: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          >
            <option value="">{messages.groupPanelNobodyAttached}</option>
            {(snapshot?.members ?? [])
              .filter((m) => m.uid !== me?.uid)
              .map((m) => (
                <option key={m.uid} value={m.uid}>
                  {m.name}
                </option>
              ))}
          </select>
        </label>
      ) : null}

      <h3 className="group-panel__heading">{messages.groupPanelSuggestedStations}</h3>
      {snapshot?.suggestedStations.length ? (
        <ul className="group-panel__suggestions">
          {snapshot.suggestedStations.map((s) => (
            <li key={`${s.uid}-${s.station.id}`} className="group-suggestion">
              <span className="group-suggestion__station">
                {stationLabel(s.station, hideNames)}
              </span>
              <span className="group-suggestion__by">
                {messages.groupPanelSuggestedBy.replace('{name}', s.name)}
              </span>
              {examiner ? (
                <span className="group-suggestion__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => void tell('set-station', { station_id: s.station.id })}
                  >
                    {messages.groupPanelStart}
                  </button>
                  {onAddToPlaylist ? (
                    <button
                      type="button"
                      className="button button--default"
                      aria-label={messages.groupPanelAddToPlaylist.replace(
                        '{number}',
                        String(s.station.number),
                      )}
                      onClick={() => onAddToPlaylist(s.station)}
                    >
                      +
                    </button>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="group-panel__empty">{messages.groupPanelNoSuggestions}</p>
      )}

      <h3 className="group-panel__heading">{messages.groupPanelSuggestedPlaylists}</h3>
      {snapshot?.suggestedPlaylists.length ? (
        <ul className="group-panel__suggestions">
          {snapshot.suggestedPlaylists.map((s) => {
            const key = `${s.uid}-${s.playlist.id}`;
            const open = viewing === key;
            return (
              <li key={key} className="group-suggestion">
                <span className="group-suggestion__station">{s.playlist.name}</span>
                <span className="group-suggestion__by">
                  {messages.groupPanelSuggestedBy.replace('{name}', s.name)}
                </span>
                <span className="group-suggestion__actions">
                  <button
                    type="button"
                    className="button button--default"
                    aria-expanded={open}
                    onClick={() => setViewing(open ? null : key)}
                  >
                    {open ? messages.groupPanelHide : messages.groupPanelView}
                  </button>
                  {examiner ? (
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() =>
                        void tell('start-playlist', { playlist_id: s.playlist.id, owner: s.uid })
                      }
                    >
                      {messages.groupPanelStart}
                    </button>
                  ) : null}
                </span>
                {open ? (
                  <ol className="group-suggestion__items">
                    {s.playlist.stations.map((station) => (
                      <li key={station.id}>{stationLabel(station, hideNames)}</li>
                    ))}
                  </ol>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="group-panel__empty">{messages.groupPanelNoSuggestions}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={messages.groupRemoveTitle}
        confirmLabel={messages.groupPanelRemove}
        cancelLabel={messages.groupsCancel}
        onConfirm={() => {
          if (removing) void tell('remove', { uid: removing.uid });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        <p>{messages.groupRemoveConfirm.replace('{name}', removing?.name ?? '')}</p>
      </ConfirmDialog>
    </section>
  );
}
