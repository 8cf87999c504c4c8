// My Stats (docs/progress.md, 'Screens'): the time filter, Reset Stats, the Average
// Mark, and the tabs: Strengths and Areas for Improvement (the default), Stations Completed and
// Stations to Try Again with their counts. Both resets ask first, in the spec's words.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { STATS_PERIODS, type StatsAnswer, type StatsStation } from '@osce/shared/schemas/stats';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isSilentError } from '../../../lib/api-client';
import { setHideStationNames, useHideStationNames } from '../../../stores/app-store';
import { useResetStats } from '../api/reset-stats';
import type { StatsListKind, StatsScreenState, StatsTab } from '../hooks/use-stats-screen';
import { PERIOD_LABELS, withValues } from '../utils/stats-labels';
import { AverageMark } from './average-mark';
import { StatsStationList } from './stats-station-list';
import { StatsTabs } from './stats-tabs';
import { StrengthsCharts } from './strengths-charts';

interface StatsOverviewProps {
  screen: StatsScreenState;
  stats: UseQueryResult<StatsAnswer>;
  /** Back from a station's history: the heading takes the focus, as after a navigation. */
  focusHeading: boolean;
  onHistory: (station: StatsStation) => void;
}

/** What the confirmation is about: every station (null), or one. */
type ResetTarget = { station: StatsStation | null } | null;

export function StatsOverview({ screen, stats, focusHeading, onHistory }: StatsOverviewProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameHidden = useHideStationNames();
  const reset = useResetStats();
  const [target, setTarget] = useState<ResetTarget>(null);
  const { period, tab } = screen;
  const data = stats.data;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const bodyRef = useRef<HTMLDivElement>(null);
  const confirmReset = () => {
    if (!target) return;
    const { station } = target;
    reset.mutate(
      { station, period },
      {
        // The row whose button had the focus has gone: the list's count (now one less) takes
        // it, or the tab's panel when the list is now empty.
        onSuccess: () =>
          station &&
          window.setTimeout(() => {
            const body = bodyRef.current;
            const count = body?.querySelector<HTMLElement>('.stats-list__count');
            (count ?? body?.querySelector<HTMLElement>('[role="tabpanel"]'))?.focus();
          }),
      },
    );
    setTarget(null);
  };
  const askReset = useCallback((station: StatsStation) => setTarget({ station }), []);

  const tabLabel = (label: string, count: number) =>
    withValues(messages.statsTabCount, { label, count });
  const tabs = [
    { key: 'strengths' as const, label: messages.statsStrengthsTab },
    {
      key: 'completed' as const,
      label: tabLabel(messages.statsCompletedTab, data?.completed.length ?? 0),
    },
    {
      key: 'attempt_again' as const,
      label: tabLabel(messages.statsAttemptAgainTab, data?.attempt_again.length ?? 0),
    },
  ];

  const list = (kind: StatsListKind, stations: readonly StatsStation[]) => (
    <StatsStationList
      stations={stations}
      state={screen.lists[kind]}
      onSearch={(search) => screen.setSearch(kind, search)}
      onPageChange={(page) => screen.setPage(kind, page)}
      nameHidden={nameHidden}
      onToggleNames={() => setHideStationNames(!nameHidden)}
      onHistory={onHistory}
      onReset={askReset}
    />
  );

  let body;
  if (data) {
    body = (
      // While another period loads, the last one stays, marked busy.
      <div ref={bodyRef} className="stats-body" aria-busy={stats.isPlaceholderData}>
        <AverageMark average={data.average_mark} />
        <StatsTabs<StatsTab>
          label={messages.statsTabsLabel}
          tabs={tabs}
          active={tab}
          onChange={screen.setTab}
        >
          {tab === 'strengths' ? <StrengthsCharts chartData={data.chart_data} /> : null}
          {tab === 'completed' ? list('completed', data.completed) : null}
          {tab === 'attempt_again' ? list('attempt_again', data.attempt_again) : null}
        </StatsTabs>
      </div>
    );
  } else if (stats.isError && !isSilentError(stats.error)) {
    body = (
      <ErrorState
        error={stats.error}
        what={messages.statsLoading}
        onRetry={() => void stats.refetch()}
      />
    );
  } else {
    // Also while a 401 or 403 is on its way to /login or /subscriptions.
    body = <LoadingState label={messages.statsLoading} rows={6} />;
  }

  return (
    <>
      <div className="stats-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {messages.statsTitle}
        </h1>
        <div className="stats-header__controls">
          <div className="stats-period">
            <label htmlFor={`${id}-period`} className="stats-period__label">
              {messages.statsPeriodLabel}
            </label>
            <select
              id={`${id}-period`}
              className="field__input field__select stats-period__select"
              value={period}
              onChange={(event) =>
                screen.setPeriod(
                  STATS_PERIODS.find((p) => p === event.target.value) ?? STATS_PERIODS[0],
                )
              }
            >
              {STATS_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button
            danger
            size="large"
            icon={<UndoOutlined aria-hidden />}
            aria-haspopup="dialog"
            loading={reset.isPending && reset.variables?.station === null}
            disabled={!data}
            onClick={() => setTarget({ station: null })}
          >
            {messages.statsResetAll}
          </Button>
        </div>
      </div>
      {body}
      <ConfirmDialog
        open={target !== null}
        title={target?.station ? messages.statsResetStation : messages.statsResetAll}
        confirmLabel={messages.warningYes}
        cancelLabel={messages.warningNo}
        onConfirm={confirmReset}
        onClose={() => setTarget(null)}
      >
        <p>{target?.station ? messages.statsResetStationConfirm : messages.statsResetConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
