// A route that belongs to a later release: it exists now and says so plainly, with a way home.
import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../hooks/use-page-meta';

interface PlaceholderRouteProps {
  name: string;
  note: string;
}

export default function PlaceholderRoute({ name, note }: PlaceholderRouteProps) {
  usePageMeta({ title: name });
  return (
    <section className="page-narrow placeholder-page">
      <h1>{name}</h1>
      <p>{note}</p>
      <ButtonLink to="/" size="large">
        Back to the home page
      </ButtonLink>
    </section>
  );
}
