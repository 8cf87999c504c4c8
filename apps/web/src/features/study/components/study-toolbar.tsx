// Above the study list (docs/study.md, 'Screens'): the search box, the sort select with its
// reverse-order button, and the Filters button with the number of filter sections in use.
import {
  FilterOutlined,
  SearchOutlined,
  SortAscendingOutlined,
  SortDescendingOutlined,
} from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { messages } from '@osce/shared/messages';
import { SORT_LABELS } from '../utils/labels';
import { withValues } from '../../../lib/with-values';
import { SORT_KEYS, type SortKey } from '../utils/station-sort';

interface StudyToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  reversed: boolean;
  onReverse: () => void;
  activeFilters: number;
  onOpenFilters: () => void;
  filtersOpen: boolean;
}

const SORT_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_LABELS[key] }));

export function StudyToolbar({
  search,
  onSearch,
  sort,
  onSort,
  reversed,
  onReverse,
  activeFilters,
  onOpenFilters,
  filtersOpen,
}: StudyToolbarProps) {
  return (
    <div className="study-toolbar" role="search">
      <div className="study-toolbar__search">
        <label htmlFor="study-search" className="visually-hidden">
          {messages.studySearchLabel}
        </label>
        <Input
          id="study-search"
          type="search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={messages.studySearchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="study-toolbar__sort">
        <label htmlFor="study-sort">{messages.studySortLabel}</label>
        <Select<SortKey>
          id="study-sort"
          size="large"
          value={sort}
          options={SORT_OPTIONS}
          onChange={onSort}
          popupMatchSelectWidth={false}
        />
        <Button
          size="large"
          icon={
            reversed ? (
              <SortDescendingOutlined aria-hidden />
            ) : (
              <SortAscendingOutlined aria-hidden />
            )
          }
          aria-label={messages.studyReverseOrder}
          title={messages.studyReverseOrder}
          aria-pressed={reversed}
          onClick={onReverse}
        />
      </div>
      <Button
        size="large"
        className="study-toolbar__filters"
        icon={<FilterOutlined aria-hidden />}
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
      >
        {messages.studyFilters}
        {activeFilters > 0 ? (
          <>
            <span className="filter-count" aria-hidden="true">
              {activeFilters}
            </span>
            <span className="visually-hidden">
              {' '}
              {withValues(messages.studyActiveFilters, { count: activeFilters })}
            </span>
          </>
        ) : null}
      </Button>
    </div>
  );
}
