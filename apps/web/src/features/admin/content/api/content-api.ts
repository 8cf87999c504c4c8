// The content console's calls (docs/admin.md, 'Content and terms' → 'API'): pages, blog posts,
// FAQs, testimonials, tutorial slides and terms. A save refreshes the section's lists; the
// back office's 403s and 4xx come back to the caller and are shown where they happen.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBlog,
  AdminBlogBody,
  AdminFaqsAnswer,
  AdminFaqsBody,
  AdminPage,
  AdminPageBody,
  AdminTermsAnswer,
  AdminTestimonial,
  AdminTestimonialBody,
  AdminTutorialAnswer,
  AdminTutorialBody,
} from '@osce/shared/schemas/admin-content';
import { apiGet, apiPost, apiRequest } from '../../../../lib/api-client';

export const CONTENT_KEY = ['admin', 'content'] as const;
const key = (...parts: (string | number)[]) => [...CONTENT_KEY, ...parts] as const;

export type AdminPageSummary = Pick<
  AdminPage,
  'id' | 'slug' | 'title' | 'published' | 'updated_at' | 'edited_at' | 'edited_by'
>;
export type AdminBlogSummary = Pick<
  AdminBlog,
  'id' | 'slug' | 'title' | 'published' | 'published_at' | 'edited_at' | 'edited_by'
>;

export function usePages() {
  return useQuery({
    queryKey: key('pages'),
    queryFn: ({ signal }) => apiGet<{ pages: AdminPageSummary[] }>('/admin/pages', signal),
  });
}

export function usePage(id: number | null) {
  return useQuery({
    queryKey: key('page', id ?? 0),
    queryFn: ({ signal }) => apiGet<{ page: AdminPage }>(`/admin/pages/${id}`, signal),
    enabled: id !== null,
  });
}

export function useBlogs() {
  return useQuery({
    queryKey: key('blogs'),
    queryFn: ({ signal }) => apiGet<{ blogs: AdminBlogSummary[] }>('/admin/blogs', signal),
  });
}

export function useBlog(id: number | null) {
  return useQuery({
    queryKey: key('blog', id ?? 0),
    queryFn: ({ signal }) => apiGet<{ blog: AdminBlog }>(`/admin/blogs/${id}`, signal),
    enabled: id !== null,
  });
}

export function useFaqs() {
  return useQuery({
    queryKey: key('faqs'),
    queryFn: ({ signal }) => apiGet<AdminFaqsAnswer>('/admin/faqs', signal),
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: key('testimonials'),
    queryFn: ({ signal }) =>
      apiGet<{ testimonials: AdminTestimonial[] }>('/admin/testimonials', signal),
  });
}

export function useTutorial() {
  return useQuery({
    queryKey: key('tutorial'),
    queryFn: ({ signal }) => apiGet<AdminTutorialAnswer>('/admin/tutorial', signal),
  });
}

export function useTerms() {
  return useQuery({
    queryKey: key('terms'),
    queryFn: ({ signal }) => apiGet<AdminTermsAnswer>('/admin/terms', signal),
  });
}

/** The HTML visitors would get for this Markdown (the server's renderer and sanitiser). */
export function usePreview(markdown: string) {
  return useQuery({
    queryKey: key('preview', markdown),
    queryFn: ({ signal }) =>
      apiRequest<{ html: string }>('/admin/content/preview', {
        method: 'POST',
        body: { markdown },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** A write that refreshes every content list once it succeeds. */
function useContentWrite<TBody, TAnswer>(send: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

export const useSavePage = () =>
  useContentWrite(({ id, body }: { id: number; body: AdminPageBody }) =>
    apiRequest<{ page: AdminPage }>(`/admin/pages/${id}`, { method: 'PUT', body }),
  );

export const useSaveBlog = () =>
  useContentWrite(({ id, body }: { id: number | null; body: AdminBlogBody }) =>
    id === null
      ? apiPost<{ blog: AdminBlog }>('/admin/blogs', body)
      : apiRequest<{ blog: AdminBlog }>(`/admin/blogs/${id}`, { method: 'PUT', body }),
  );

export const useSaveFaqs = () =>
  useContentWrite((body: AdminFaqsBody) =>
    apiRequest<AdminFaqsAnswer>('/admin/faqs', { method: 'PUT', body }),
  );

export const useSaveTestimonial = () =>
  useContentWrite(({ id, body }: { id: number | null; body: AdminTestimonialBody }) =>
    id === null
      ? apiPost<{ testimonial: AdminTestimonial }>('/admin/testimonials', body)
      : apiRequest<{ testimonial: AdminTestimonial }>(`/admin/testimonials/${id}`, {
          method: 'PUT',
          body,
        }),
  );

export const useSaveTutorial = () =>
  useContentWrite((body: AdminTutorialBody) =>
    apiRequest<AdminTutorialAnswer>('/admin/tutorial', { method: 'PUT', body }),
  );

export const useSaveTermsDraft = () =>
  useContentWrite((content: string) =>
    apiRequest<AdminTermsAnswer>('/admin/terms/draft', { method: 'PUT', body: { content } }),
  );

export const usePublishTerms = () =>
  useContentWrite((content: string) =>
    apiPost<{ version: { version: number }; message: string }>('/admin/terms', { content }),
  );
