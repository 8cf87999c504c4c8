// GET /api/testimonials: the home page's testimonials (HTML with a name).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiGet<Testimonial[]>('/testimonials', signal);
}

export function testimonialsQueryOptions() {
  return queryOptions({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => getTestimonials(signal),
  });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
