// An artefact's image (docs/station-run.md, 'Version 2 stations on the station screen'): fetched
// through the API client, so it carries the member's bearer token like every /api call (a preview's
// images are public and need none), and kept while the member stays signed in.
import { useQuery } from '@tanstack/react-query';
import { apiGetBlob } from '../../../lib/api-client';

/** The station's answer gives the image's address under /api; the client adds /api itself. */
export function artefactPath(url: string): string {
  return url.startsWith('/api/') ? url.slice('/api'.length) : url;
}

export function useArtefactImage(url: string) {
  return useQuery({
    queryKey: ['member', 'artefact', url] as const,
    queryFn: ({ signal }) => apiGetBlob(artefactPath(url), signal),
    // A station's images do not change under a run.
    staleTime: Infinity,
  });
}
