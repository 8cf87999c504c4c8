// GET /api/page/{slug}: one page-content record (home banners and content pages). 404 when unknown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageContent } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function getPage(slug: string, signal?: AbortSignal): Promise<PageContent> {
  return apiGet<PageContent>(`/page/${encodeURIComponent(slug)}`, signal);
}

export function pageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => getPage(slug, signal),
  });
}

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
