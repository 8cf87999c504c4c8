// GET /api/tutorial: `{success: true, tutorial}`, or `{success: false, tutorial: null}` when none
// has been written (docs/accounts.md, 'API'). Either way the page gets the tutorial or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tutorial } from '@osce/shared/api';
import { apiGet, isNotFound } from '../../../lib/api-client';

interface TutorialAnswer {
  success: boolean;
  tutorial: Tutorial | null;
}

export async function getTutorial(signal?: AbortSignal): Promise<Tutorial | null> {
  try {
    const answer = await apiGet<TutorialAnswer>('/tutorial', signal);
    return answer.tutorial ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function tutorialQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'tutorial'],
    queryFn: ({ signal }) => getTutorial(signal),
  });
}

export function useTutorial() {
  return useQuery(tutorialQueryOptions());
}
