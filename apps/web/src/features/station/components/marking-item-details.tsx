// What a version 2 marking guide item says beyond its task (docs/station-run.md, 'Version 2 stations
// on the station screen'), shown alike in the guide to read and in the marking form: its number
// with its domain and a Critical tag, then what earns each mark (anchors) and why a critical item
// matters. A version 1 item has none of these and shows only its number.
import { messages } from '@osce/shared/messages';
import { MARKING_DOMAIN_LABELS } from '@osce/shared/stations/station-constants';
import { withValues } from '../../../lib/with-values';
import type { MarkingGuideItem, StationComponents } from '../types';

export function MarkingItemTags({ item, number }: { item: MarkingGuideItem; number: number }) {
  return (
    <span className="marking-item__tags">
      <span className="marking-item__number">
        {messages.markingItem.replace('{number}', String(number))}
      </span>
      {item.domain ? (
        <span className="marking-tag marking-tag--domain">
          {MARKING_DOMAIN_LABELS[item.domain]}
        </span>
      ) : null}
      {item.critical ? (
        <span className="marking-tag marking-tag--critical">{messages.markingCritical}</span>
      ) : null}
    </span>
  );
}

/** Whether an item has anything for MarkingItemDetails to show. */
export function hasItemDetails(item: MarkingGuideItem): boolean {
  return (item.anchors?.length ?? 0) > 0 || (item.critical && !!item.critical_reason);
}

export function MarkingItemDetails({ item, id }: { item: MarkingGuideItem; id?: string }) {
  if (!hasItemDetails(item)) return null;
  const anchors = [...(item.anchors ?? [])].sort((a, b) => a.marks - b.marks);
  return (
    <div id={id} className="marking-item__details">
      {anchors.length > 0 ? (
        <ul className="marking-anchors" aria-label={messages.markingAnchorsLabel}>
          {anchors.map((anchor) => (
            <li key={anchor.marks}>
              {withValues(messages.markingAnchor, { marks: anchor.marks, text: anchor.text })}
            </li>
          ))}
        </ul>
      ) : null}
      {item.critical && item.critical_reason ? (
        <p className="marking-item__reason">
          {withValues(messages.markingCriticalReason, { reason: item.critical_reason })}
        </p>
      ) : null}
    </div>
  );
}

type Descriptors = NonNullable<StationComponents['global_descriptors']>;

const DESCRIPTOR_LABELS: { key: keyof Descriptors; label: string }[] = [
  { key: 'clear_fail', label: messages.globalClearFail },
  { key: 'borderline', label: messages.globalBorderline },
  { key: 'pass', label: messages.globalPass },
  { key: 'excellent', label: messages.globalExcellent },
];

/** The station's global descriptors, beside the global score: nothing for a version 1 station. */
export function GlobalDescriptors({
  descriptors,
  id,
}: {
  descriptors: StationComponents['global_descriptors'];
  id?: string;
}) {
  if (!descriptors) return null;
  return (
    <div id={id} className="global-descriptors">
      <h3 className="global-descriptors__title">{messages.globalDescriptorsTitle}</h3>
      <dl className="global-descriptors__list">
        {DESCRIPTOR_LABELS.map(({ key, label }) => (
          <div key={key} className={`global-descriptor global-descriptor--${key}`}>
            <dt>{label}</dt>
            <dd>{descriptors[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
