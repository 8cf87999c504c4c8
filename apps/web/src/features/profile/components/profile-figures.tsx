// The dashboard's three figures: Stations Completed, Average Grade, Best Specialty.
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useUserStats } from '../api/get-user-stats';
import { EMPTY_FIGURE, profileFigures } from '../utils/figures';

export function ProfileFigures() {
  const stats = useUserStats();
  if (stats.isPending) return <LoadingState label="your figures" rows={2} />;
  if (stats.isError) {
    return (
      <ErrorState error={stats.error} onRetry={() => void stats.refetch()} what="your figures" />
    );
  }
  return (
    <dl className="profile-figures">
      {profileFigures(stats.data).map(({ label, value }) => (
        <div key={label} className="profile-figure">
          <dt className="profile-figure__label">{label}</dt>
          <dd className="profile-figure__value">
            {value === EMPTY_FIGURE ? (
              <>
                <span aria-hidden="true">{EMPTY_FIGURE}</span>
                <span className="visually-hidden">None yet</span>
              </>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
