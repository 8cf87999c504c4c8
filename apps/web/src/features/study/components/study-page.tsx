// The study screen (docs/study.md, 'Screens', /study and /search): the member's role, the search
// box, order and filters, and the station list. The catalogue comes whole from GET /stations; the
// list is worked out from it here, in the browser. Role, applied filters and hidden names live in
// the app store (stored locally, cleared at logout).
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { studyAccessOf } from '@osce/shared/stations/access';
import {
  canToggleHiddenNames,
  filterSections,
  namesHidden,
  stationAction,
  type Role,
} from '@osce/shared/stations/roles';
import { useCurrentUser } from '../../../api/get-current-user';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isSilentError } from '../../../lib/api-client';
import { stationAfterRole } from '../../../lib/station-after-role';
import {
  setHideStationNames,
  setRole,
  setStudyFilters,
  useGroup,
  useHideStationNames,
  useRole,
  useStudyFilters,
} from '../../../stores/app-store';
import type { StudyFilters } from '../../../stores/study-filters';
import { useStations } from '../api/get-stations';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useStudyList } from '../hooks/use-study-list';
import type { StationSummary } from '../types';
import { countActiveSections, effectiveFilters } from '../utils/station-filters';
import { AddStationModal, type StationToAdd } from './add-station-modal';
import { PlaylistsPanel } from './playlists-panel';
import { GroupPanel } from '../../../components/group-panel';
import { tell } from '../../../lib/group-connection';
import { FilterDrawer } from './filter-drawer';
import { RoleChooser } from './role-chooser';
import { RoleHeader } from './role-header';
import { StationList } from './station-list';
import { StudyToolbar } from './study-toolbar';

interface StudyScreenProps {
  user: CurrentUser;
  stations: StationSummary[];
  role: Role | null;
}

function StudyScreen({ user, stations, role }: StudyScreenProps) {
  const applied = useStudyFilters();
  const hiddenStationNames = useHideStationNames();
  const [chooserOpen, setChooserOpen] = useState(role === null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [adding, setAdding] = useState<StationToAdd | null>(null);
  const favourite = useToggleFavourite();

  const access = studyAccessOf(user.status);
  const isTrial = access === 'trial';
  const sections = useMemo(() => filterSections(role, isTrial), [role, isTrial]);
  const inForce = useMemo(() => effectiveFilters(applied, sections), [applied, sections]);
  const list = useStudyList(stations, inForce);
  const inGroup = useGroup() !== null;
  const action = stationAction(role, inGroup);
  const idOf = useMemo(() => new Map(stations.map((s) => [s.number, s.id])), [stations]);
  const groupStation = (type: 'set-station' | 'suggest-station') => (number: number) => {
    const id = idOf.get(number);
    if (id !== undefined) void tell(type, { station_id: id });
  };

  const { mutate: toggle } = favourite;
  const onToggleFavourite = useCallback(
    (number: number, favourited: boolean) => toggle({ number, favourited }),
    [toggle],
  );
  const applyFilters = (filters: StudyFilters, hidden?: boolean) => {
    setStudyFilters(filters);
    if (hidden !== undefined) setHideStationNames(hidden);
  };
  const navigate = useNavigate();
  const { state: navigationState } = useLocation();
  const chooseRole = (next: Role) => {
    setRole(next);
    setChooserOpen(false);
    // Sent here from a station without a role: the solo candidate goes on to that station.
    const code = stationAfterRole(navigationState);
    if (code !== null && next === 'candidate-1')
      void navigate(`/station/${code}`, { replace: true });
  };

  return (
    <>
      <RoleHeader role={role} onChangeRole={() => setChooserOpen(true)} chooserOpen={chooserOpen} />
      <StudyToolbar
        search={list.search}
        onSearch={list.setSearch}
        sort={list.sort}
        onSort={list.setSort}
        reversed={list.reversed}
        onReverse={list.toggleReversed}
        activeFilters={countActiveSections(inForce)}
        onOpenFilters={() => setDrawerOpen(true)}
        filtersOpen={drawerOpen}
      />
      <StationList
        stations={list.shown}
        total={list.found.length}
        page={list.page}
        onPageChange={list.setPage}
        nameHidden={namesHidden(role, hiddenStationNames)}
        action={action}
        access={access}
        onToggleFavourite={onToggleFavourite}
        onAddToPlaylist={action === 'start' ? setAdding : undefined}
        onStart={inGroup ? groupStation('set-station') : undefined}
        onSuggest={inGroup ? groupStation('suggest-station') : undefined}
      />
      {inGroup ? (
        <aside className="study-page__group">
          <GroupPanel
            onAddToPlaylist={(station) => setAdding({ id: station.id, number: station.number })}
          />
        </aside>
      ) : null}
      {role === null ? null : (
        <PlaylistsPanel
          nameHidden={namesHidden(role, hiddenStationNames)}
          canStart={action === 'start'}
          group={inGroup ? { examiner: role === 'examiner' } : null}
        />
      )}
      <AddStationModal station={adding} onClose={() => setAdding(null)} />
      <FilterDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        applied={applied}
        onApply={applyFilters}
        sections={sections}
        stations={stations}
        access={access}
        canStart={action === 'start'}
        hiddenStationNames={hiddenStationNames}
        onToggleNames={
          canToggleHiddenNames(role) ? () => setHideStationNames(!hiddenStationNames) : null
        }
      />
      <RoleChooser
        open={chooserOpen}
        inGroup={inGroup}
        role={role}
        onChoose={chooseRole}
        onClose={() => setChooserOpen(false)}
      />
    </>
  );
}

export function StudyPage() {
  const user = useCurrentUser();
  const stations = useStations();
  const role = useRole();
  const failed = [user, stations].find((query) => query.isError);

  if (user.data && stations.data) {
    return (
      <div className="page-body study-page">
        <StudyScreen user={user.data} stations={stations.data} role={role} />
      </div>
    );
  }
  return (
    <div className="page-body study-page">
      <h1>{messages.studyTitle}</h1>
      {failed && !isSilentError(failed.error) ? (
        <ErrorState
          error={failed.error}
          what="the stations"
          onRetry={() => [user, stations].forEach((q) => q.isError && void q.refetch())}
        />
      ) : (
        // Also while a 401 or 403 is on its way to /login or /subscriptions.
        <LoadingState label="the stations" rows={10} />
      )}
    </div>
  );
}
