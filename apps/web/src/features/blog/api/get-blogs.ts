// GET /api/blogs?page=N: one page of blog post summaries, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPage } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function getBlogs(page: number, signal?: AbortSignal): Promise<BlogPage> {
  return apiGet<BlogPage>(`/blogs?page=${page}`, signal);
}

export function blogsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['blogs', page],
    queryFn: ({ signal }) => getBlogs(page, signal),
  });
}

export function useBlogs(page: number) {
  return useQuery({
    ...blogsQueryOptions(page),
    // Keep the current cards on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
