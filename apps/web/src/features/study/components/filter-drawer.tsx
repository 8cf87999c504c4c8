// The Search Filters drawer (docs/study.md, 'Screens', width 400): the sections, then Apply
// Filters, Random Station, Save Filters, My Filter and Clear all filters, and the solo candidate's
// Hide/Show Station Names toggle. Choices are a draft until applied (or saved), so the list behind
// the drawer does not jump at every tick.
import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { messages } from '@osce/shared/messages';
import type { StudyAccess } from '@osce/shared/stations/access';
import type { FilterSection } from '@osce/shared/stations/roles';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { NO_STUDY_FILTERS, type StudyFilters } from '../../../stores/study-filters';
import { useTaxons } from '../api/get-taxons';
import { useFilterActions } from '../hooks/use-filter-actions';
import type { StationSummary } from '../types';
import { effectiveFilters } from '../utils/station-filters';
import { FilterFields } from './filter-fields';

const DRAWER_WIDTH = 400;

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  applied: StudyFilters;
  onApply: (filters: StudyFilters, hiddenStationNames?: boolean) => void;
  sections: FilterSection[];
  stations: readonly StationSummary[];
  access: StudyAccess;
  /** Random Station opens a station: offered to whoever may start one. */
  canStart: boolean;
  hiddenStationNames: boolean;
  /** Hide/Show Station Names: the solo candidate's only (canToggleHiddenNames), null otherwise. */
  onToggleNames: (() => void) | null;
}

export function FilterDrawer({
  open,
  onClose,
  applied,
  onApply,
  sections,
  stations,
  access,
  canStart,
  hiddenStationNames,
  onToggleNames,
}: FilterDrawerProps) {
  const taxons = useTaxons();
  const [draft, setDraft] = useState(applied);
  // Each opening starts from the filters in force (React's "adjust state on a prop change").
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  const actions = useFilterActions({ stations, access, hiddenStationNames, onApply });

  const apply = () => {
    onApply(draft);
    onClose();
  };
  const myFilter = async () => {
    const saved = await actions.applyMyFilter();
    if (saved) {
      setDraft(saved.studyFilters);
      onClose();
    }
  };

  let body;
  if (taxons.isError) {
    body = (
      <ErrorState
        error={taxons.error}
        onRetry={() => void taxons.refetch()}
        what="the search filters"
      />
    );
  } else if (!taxons.data) {
    body = <LoadingState label="the search filters" rows={6} />;
  } else {
    body = (
      <FilterFields draft={draft} onChange={setDraft} sections={sections} taxons={taxons.data} />
    );
  }

  const footer = (
    <div className="filter-drawer__actions">
      <Button type="primary" onClick={apply}>
        {messages.studyApplyFilters}
      </Button>
      {canStart ? (
        <Button onClick={() => actions.openRandomStation(effectiveFilters(draft, sections))}>
          {messages.studyRandomStation}
        </Button>
      ) : null}
      <Button loading={actions.saving} onClick={() => actions.saveFilters(draft)}>
        {messages.studySaveFilters}
      </Button>
      <Button onClick={() => void myFilter()}>{messages.studyMyFilter}</Button>
      <Button danger onClick={() => setDraft(NO_STUDY_FILTERS)}>
        {messages.studyClearAll}
      </Button>
    </div>
  );

  return (
    <Drawer
      title={messages.studyFiltersTitle}
      placement="right"
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      rootClassName="filter-drawer"
      footer={footer}
    >
      {onToggleNames ? (
        <div className="filter-drawer__names">
          <Button block onClick={onToggleNames}>
            {hiddenStationNames ? messages.studyShowNames : messages.studyHideNames}
          </Button>
        </div>
      ) : null}
      {body}
    </Drawer>
  );
}
