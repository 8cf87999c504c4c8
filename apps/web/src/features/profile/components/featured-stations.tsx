// Featured Stations, each with a Start link to its station screen (/station/{number}).
import { messages } from '@osce/shared/messages';
import { ButtonLink } from '../../../components/button-link';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useFeaturedStations } from '../api/get-featured-stations';

export function FeaturedStations() {
  const featured = useFeaturedStations();
  let body;
  if (featured.isPending) body = <LoadingState label="the featured stations" rows={3} />;
  else if (featured.isError) {
    body = (
      <ErrorState
        error={featured.error}
        onRetry={() => void featured.refetch()}
        what="the featured stations"
      />
    );
  } else if (featured.data.length === 0) {
    body = <p className="empty-text">{messages.featuredEmpty}</p>;
  } else {
    body = (
      <ul className="featured-stations">
        {featured.data.map((station) => (
          <li key={station.id} className="featured-station">
            <p className="featured-station__number">Station {station.number}</p>
            <h3 className="featured-station__name">{station.name}</h3>
            <ButtonLink
              to={`/station/${encodeURIComponent(station.number)}`}
              aria-label={`${messages.profileStartStation} station ${station.number}: ${station.name}`}
            >
              {messages.profileStartStation}
            </ButtonLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="profile-section" aria-labelledby="featured-stations-title">
      <h2 id="featured-stations-title">{messages.profileFeaturedStations}</h2>
      {body}
    </section>
  );
}
