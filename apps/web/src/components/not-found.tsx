// The not-found page (docs/content.md, 'Screens'): for unknown paths and for content or posts the API lacks.
import { messages } from '@osce/shared/messages';
import { usePageMeta } from '../hooks/use-page-meta';
import { ButtonLink } from './button-link';

export function NotFound() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <section className="page-narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{messages.notFoundTitle}</h1>
      <p>
        We could not find the page you were looking for. It may have moved, or the link may be
        wrong.
      </p>
      <ButtonLink to="/" size="large">
        {messages.notFoundLink}
      </ButtonLink>
    </section>
  );
}
