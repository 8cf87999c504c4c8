// /about-us, /faqs, /privacy-policy and any /{slug}: a page-content record, or the not-found page.
import { useParams } from 'react-router';
import { contentSlug, CURRENT_COUNTRY } from '@osce/shared/countries';
import { NotFound } from '../../components/not-found';
import { ErrorState, LoadingState } from '../../components/query-state';
import { usePageMeta } from '../../hooks/use-page-meta';
import { isNotFound } from '../../lib/api-client';
import { usePage } from '../../features/content/api/get-page';
import { ContentPage } from '../../features/content/components/content-page';

export default function ContentRoute({ slug: fixedSlug }: { slug?: string }) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  // Content exists for the US only, so content pages always use the US slugs.
  const page = usePage(contentSlug(slug, CURRENT_COUNTRY));
  usePageMeta({
    title: page.data?.title,
    description: page.data?.meta_description,
    keywords: page.data?.meta_keywords,
  });

  if (page.isPending)
    return (
      <LoadingState label="page" rows={8} className="page-body page-loading page-loading--top" />
    );
  if (page.isError) {
    if (isNotFound(page.error)) return <NotFound />;
    return (
      <div className="page-body">
        <h1 className="visually-hidden">Page unavailable</h1>
        <ErrorState error={page.error} onRetry={() => void page.refetch()} what="this page" />
      </div>
    );
  }
  return <ContentPage page={page.data} />;
}
