import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { StatsAnswer } from '@osce/shared/schemas/stats';
import {
  FEATURED_STATIONS_KEY,
  invalidateMemberProgress,
  STATIONS_KEY,
  stationMarkingsKey,
  statsPeriodKey,
  USER_STATS_KEY,
} from '../../../api/member-progress';
import { getToasts } from '../../../lib/toast';
import { resetStatsMutationOptions } from './reset-stats';

function answer(period: StatsAnswer['period'], average: number | null): StatsAnswer {
  return {
    period,
    average_mark: average,
    attempt_again: [],
    completed: [],
    chart_data: { specialties: [], types: [], systems: [], domains: [] },
    stations_completed: 0,
    average_grade: average === null ? null : Math.round(average),
    best_specialty: null,
  };
}

/** A cache as a member leaves it after a visit to the study list, the dashboard and My Stats. */
function filledCache(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(STATIONS_KEY, []);
  queryClient.setQueryData(FEATURED_STATIONS_KEY, []);
  queryClient.setQueryData(USER_STATS_KEY, answer('all', 60));
  queryClient.setQueryData(statsPeriodKey('all'), answer('all', 60));
  queryClient.setQueryData(statsPeriodKey('last-month'), answer('last-month', 60));
  queryClient.setQueryData(stationMarkingsKey(5), { markings: [] });
  queryClient.setQueryData(stationMarkingsKey(6), { markings: [] });
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('resetting one station’s stats', () => {
  it('shows the answer at once, forgets that station’s history, and marks the rest stale', async () => {
    const queryClient = filledCache();
    const fresh = answer('all', 45);
    await resetStatsMutationOptions(queryClient).onSuccess(fresh, {
      station: { id: 5, number: 12 },
      period: 'all',
    });

    expect(queryClient.getQueryData(statsPeriodKey('all'))).toEqual(fresh);
    // Just set from the server's answer: asking again would fetch the same.
    expect(invalidated(queryClient, statsPeriodKey('all'))).toBe(false);
    for (const key of [
      statsPeriodKey('last-month'),
      USER_STATS_KEY,
      STATIONS_KEY,
      FEATURED_STATIONS_KEY,
      stationMarkingsKey(6),
    ]) {
      expect(invalidated(queryClient, key), key.join('/')).toBe(true);
    }
    expect(queryClient.getQueryState(stationMarkingsKey(5))).toBeUndefined();
    expect(getToasts().at(-1)).toMatchObject({
      kind: 'success',
      text: messages.statsResetStationDone.replace('{number}', '12'),
    });
  });
});

describe('resetting all stats', () => {
  it('puts the answer under the period it is for and forgets every history', async () => {
    const queryClient = filledCache();
    const fresh = answer('last-month', null);
    await resetStatsMutationOptions(queryClient).onSuccess(fresh, {
      station: null,
      period: 'last-month',
    });

    expect(queryClient.getQueryData(statsPeriodKey('last-month'))).toEqual(fresh);
    expect(invalidated(queryClient, statsPeriodKey('all'))).toBe(true);
    expect(queryClient.getQueryState(stationMarkingsKey(5))).toBeUndefined();
    expect(queryClient.getQueryState(stationMarkingsKey(6))).toBeUndefined();
    expect(getToasts().at(-1)).toMatchObject({ kind: 'success', text: messages.statsResetDone });
  });
});

describe('a new marking anywhere', () => {
  it('marks every stats answer stale: the dashboard’s, each period’s and each history', async () => {
    const queryClient = filledCache();
    await invalidateMemberProgress(queryClient);
    for (const key of [
      USER_STATS_KEY,
      statsPeriodKey('all'),
      statsPeriodKey('last-month'),
      stationMarkingsKey(5),
    ]) {
      expect(invalidated(queryClient, key), key.join('/')).toBe(true);
    }
  });
});
