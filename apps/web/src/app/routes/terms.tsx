// /terms-and-conditions: the page record (banner and intro) and the latest terms text.
import { useTerms } from '../../api/get-terms';
import { HtmlContent } from '../../components/html-content';
import { ErrorState, LoadingState } from '../../components/query-state';
import { usePageMeta } from '../../hooks/use-page-meta';
import { isNotFound } from '../../lib/api-client';
import { usePage } from '../../features/content/api/get-page';
import { ContentPage } from '../../features/content/components/content-page';
import { PageBanner } from '../../features/content/components/page-banner';

const TITLE = 'Terms and Conditions';

function TermsText() {
  const terms = useTerms();
  if (terms.isPending)
    return <LoadingState label="terms and conditions" rows={10} className="page-loading--top" />;
  if (terms.isError) {
    return <ErrorState error={terms.error} onRetry={() => void terms.refetch()} what="the terms" />;
  }
  return (
    <section className="terms-text" aria-label={`${TITLE}, version ${terms.data.version}`}>
      <HtmlContent html={terms.data.terms} />
    </section>
  );
}

export default function TermsRoute() {
  const page = usePage('terms-and-conditions');
  usePageMeta({
    title: page.data?.title ?? (page.isError ? TITLE : undefined),
    description: page.data?.meta_description,
    keywords: page.data?.meta_keywords,
  });

  if (page.isPending)
    return (
      <LoadingState label="page" rows={8} className="page-body page-loading page-loading--top" />
    );
  if (page.isError && !isNotFound(page.error)) {
    return (
      <div className="page-body">
        <h1 className="visually-hidden">{TITLE}</h1>
        <ErrorState error={page.error} onRetry={() => void page.refetch()} what="this page" />
      </div>
    );
  }
  // Without a page record the terms still show, under a plain banner.
  if (page.isError) {
    return (
      <article className="content-page">
        <PageBanner title={TITLE} />
        <div className="page-body">
          <TermsText />
        </div>
      </article>
    );
  }
  return (
    <ContentPage page={page.data}>
      <TermsText />
    </ContentPage>
  );
}
