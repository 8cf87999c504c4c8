// The filter drawer's sections (docs/study.md, 'Screens'), each shown only when the
// role and access allow it (filterSections): Name, Free Trial Stations, Status, Level and
// Difficulty as checkboxes, Types, Specialties and Systems as multi-selects.
import { Checkbox, Input, Select } from 'antd';
import { messages } from '@osce/shared/messages';
import { STATUS_FILTERS, type StatusFilter } from '@osce/shared/schemas/study';
import type { FilterSection as Section } from '@osce/shared/stations/roles';
import type { TaxonKind } from '@osce/shared/stations/station-constants';
import type { StudyFilters } from '../../../stores/study-filters';
import type { Taxons } from '../types';
import { SECTION_TITLES, statusFilterLabel } from '../utils/labels';
import { clearSection, sectionHasChoice } from '../utils/station-filters';
import { FilterSection } from './filter-section';

interface FilterFieldsProps {
  draft: StudyFilters;
  onChange: (draft: StudyFilters) => void;
  sections: Section[];
  taxons: Taxons;
}

const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: statusFilterLabel(value) }));
/** Few entries, all visible at once: checkboxes. Many entries: a multi-select with search. */
const CHECKBOX_KINDS: readonly TaxonKind[] = ['levels', 'difficulties'];

export function FilterFields({ draft, onChange, sections, taxons }: FilterFieldsProps) {
  const setTaxa = (kind: TaxonKind, ids: number[]) =>
    onChange({ ...draft, filters: { ...draft.filters, [kind]: ids } });
  const sectionProps = (section: Section) => ({
    title: SECTION_TITLES[section],
    hasChoice: sectionHasChoice(draft, section),
    onClear: () => onChange(clearSection(draft, section)),
  });

  const field = (section: Section) => {
    switch (section) {
      case 'name':
        return (
          <FilterSection key={section} {...sectionProps(section)} controlId="filter-name">
            <Input
              id="filter-name"
              value={draft.name}
              placeholder={messages.studyFilterNameHint}
              onChange={(event) => onChange({ ...draft, name: event.target.value })}
              maxLength={200}
              autoComplete="off"
            />
          </FilterSection>
        );
      case 'access':
        return (
          <FilterSection key={section} {...sectionProps(section)}>
            <Checkbox
              checked={draft.filters.free_trial}
              onChange={(event) =>
                onChange({
                  ...draft,
                  filters: { ...draft.filters, free_trial: event.target.checked },
                })
              }
            >
              {messages.studyFreeTrialStations}
            </Checkbox>
          </FilterSection>
        );
      case 'status':
        return (
          <FilterSection key={section} {...sectionProps(section)}>
            <Checkbox.Group<StatusFilter>
              className="filter-section__checks"
              options={STATUS_OPTIONS}
              value={draft.completed_filters}
              onChange={(statuses) => onChange({ ...draft, completed_filters: statuses })}
            />
          </FilterSection>
        );
      default: {
        const kind = section;
        const options = taxons[kind].map(({ id, name }) => ({ value: id, label: name }));
        if (CHECKBOX_KINDS.includes(kind)) {
          return (
            <FilterSection key={section} {...sectionProps(section)}>
              <Checkbox.Group<number>
                className="filter-section__checks"
                options={options}
                value={draft.filters[kind]}
                onChange={(ids) => setTaxa(kind, ids)}
              />
            </FilterSection>
          );
        }
        const id = `filter-${kind}`;
        return (
          <FilterSection key={section} {...sectionProps(section)} controlId={id}>
            <Select<number[]>
              id={id}
              mode="multiple"
              className="filter-section__select"
              options={options}
              value={draft.filters[kind]}
              onChange={(ids) => setTaxa(kind, ids)}
              placeholder={messages.studyFilterAny}
              optionFilterProp="label"
              allowClear
            />
          </FilterSection>
        );
      }
    }
  };

  return <div className="filter-fields">{sections.map(field)}</div>;
}
