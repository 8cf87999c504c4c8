// /stats (docs/progress.md, 'Screens'): My Stats, or one station's history when the address says
// ?station={id}. The history is a view of the same screen rather than a route of its own (the spec
// has only /stats), kept in the address so the browser's Back, Forward and a reload work. The
// period, tab, searches and pages live here, above both views, so Back lands where the member was.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { StatsStation } from '@osce/shared/schemas/stats';
import { useStats } from '../api/get-stats';
import { useStatsScreen } from '../hooks/use-stats-screen';
import { parseStationParam } from '../utils/history-options';
import { StationHistory } from './station-history';
import { StatsOverview } from './stats-overview';

/** History state of an entry pushed by a History button: Back can simply go back to it. */
interface FromStats {
  fromStats?: boolean;
}

export function StatsPage() {
  const screen = useStatsScreen();
  // Asked here, not in the overview, so it stays cached and current while a history is open.
  const stats = useStats(screen.period);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stationId = parseStationParam(params.get('station'));

  // The view's heading takes the focus when the view changes, not when the page first loads
  // (useFocusOnNavigate does that for a new path; a new search parameter is left to us).
  const [view, setView] = useState({ stationId, switched: false });
  if (view.stationId !== stationId) setView({ stationId, switched: true });

  const openHistory = useCallback(
    (station: StatsStation) =>
      void navigate({ search: `?station=${station.id}` }, { state: { fromStats: true } }),
    [navigate],
  );
  const back = () => {
    if ((location.state as FromStats | null)?.fromStats) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  return (
    <div className="page-body stats-page">
      {stationId === null ? (
        <StatsOverview
          screen={screen}
          stats={stats}
          focusHeading={view.switched}
          onHistory={openHistory}
        />
      ) : (
        <StationHistory
          key={stationId}
          stationId={stationId}
          focusHeading={view.switched}
          onBack={back}
        />
      )}
    </div>
  );
}
