// GET /api/blogs/{slug}: one blog post with its HTML content. 404 when unknown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function getBlog(slug: string, signal?: AbortSignal): Promise<Blog> {
  return apiGet<Blog>(`/blogs/${encodeURIComponent(slug)}`, signal);
}

export function blogQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', slug],
    queryFn: ({ signal }) => getBlog(slug, signal),
  });
}

export function useBlog(slug: string) {
  return useQuery(blogQueryOptions(slug));
}
