// /station/{code} for a member (docs/station-run.md, 'Screens'): in a group, the group's run
// (group-station-page.tsx); alone, the role check on load (anyone but the solo candidate goes back
// to /study with the role cleared), the member and the station loaded, and their loading, error
// and not-found states. A trial member's paid station is refused with the spec's warning and sent
// back to /study.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@osce/shared/messages';
import { namesHidden } from '@osce/shared/stations/roles';
import type { StationTiming } from '@osce/shared/stations/timing';
import { useCurrentUser } from '../../../api/get-current-user';
import { ButtonLink } from '../../../components/button-link';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { withStationAfterRole } from '../../../lib/station-after-role';
import { showToast } from '../../../lib/toast';
import {
  getRole,
  setPlayingPlaylist,
  setRole,
  useGroup,
  useHideStationNames,
  usePlayingPlaylist,
} from '../../../stores/app-store';
import { usePlaylists } from '../../../api/playlists';
import { playlistPosition } from '../../../lib/playlist-order';
import { withValues } from '../../../lib/with-values';
import { useStation } from '../api/get-station';
import { stationStartTiming } from '../utils/initial-timing';
import { GroupStationPage } from './group-station-page';
import { StationScreen } from './station-screen';

const ROLE = 'candidate-1';

function isPaidOnly(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === messages.stationPaidOnly;
}

/** 404, or a code that is not a station number at all (422): there is no such station. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

export function StationPage({ code }: { code: string }) {
  const group = useGroup();
  // In a group, the run is the group's (held by the server); alone, the member's own.
  if (group) return <GroupStationPage code={code} group={group} />;
  return <SoloStationPage code={code} />;
}

function SoloStationPage({ code }: { code: string }) {
  const navigate = useNavigate();
  // Read once, on load: the role check is the screen's entrance, not a watch over other tabs.
  const [allowed] = useState(() => getRole() === ROLE);
  const user = useCurrentUser();
  const station = useStation(code);
  const hideNames = useHideStationNames();
  const playing = usePlayingPlaylist();
  const playlists = usePlaylists(allowed && playing !== null);

  useEffect(() => {
    if (allowed) return;
    setRole(null);
    // The role chooser on /study opens; choosing Solo Candidate comes back to this station.
    void navigate('/study', { replace: true, state: withStationAfterRole(code) });
  }, [allowed, navigate, code]);

  const paidOnly = isPaidOnly(station.error);
  useEffect(() => {
    if (!paidOnly) return;
    showToast('warning', messages.stationPaidOnly, 6);
    void navigate('/study', { replace: true });
  }, [paidOnly, navigate]);

  if (!allowed || paidOnly) return <StationLoading />;

  if (user.data && station.data) {
    const position = playlistPosition(playlists.data ?? [], playing, station.data.station.id);
    const next = position?.next ?? null;
    const playlist = position && {
      position: withValues(messages.playlistPlaying, {
        name: position.playlist.name,
        index: position.index + 1,
        count: position.playlist.items.length,
      }),
      // Next Station: the next item, with a fresh run (the screen is keyed by station).
      onNext: next
        ? (timing: StationTiming) => {
            setPlayingPlaylist({ id: position.playlist.id, index: position.index + 1, timing });
            void navigate(`/station/${next.station.number}`);
          }
        : null,
    };
    return (
      <div className="page-body station-page">
        <StationScreen
          key={station.data.station.id}
          detail={station.data}
          role={ROLE}
          preview={false}
          initialTiming={
            (position ? playing?.timing : undefined) ??
            stationStartTiming(station.data, user.data.preferred_timing)
          }
          nameHidden={namesHidden(ROLE, hideNames)}
          playlist={playlist}
        />
      </div>
    );
  }

  if (isMissing(station.error)) {
    return (
      <div className="page-body station-page">
        <section className="station-card station-missing">
          <h1>{messages.stationHeading.replace('{number}', code)}</h1>
          <p>{messages.stationNotFound}</p>
          <ButtonLink to="/study">{messages.completeBackToStations}</ButtonLink>
        </section>
      </div>
    );
  }

  const failed = [user, station].find((query) => query.isError && !isSilentError(query.error));
  if (failed) {
    return (
      <div className="page-body station-page">
        <h1>{messages.stationHeading.replace('{number}', code)}</h1>
        <ErrorState
          error={failed.error}
          what="the station"
          onRetry={() => [user, station].forEach((q) => q.isError && void q.refetch())}
        />
      </div>
    );
  }
  // Also while a 401 or 403 is on its way to /login or /subscriptions.
  return <StationLoading />;
}

function StationLoading() {
  return (
    <div className="page-body station-page">
      <LoadingState label="the station" rows={8} />
    </div>
  );
}
