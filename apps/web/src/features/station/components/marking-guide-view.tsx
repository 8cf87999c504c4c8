// The marking guide to read (the examiner and observer all along; Show All Content before Feedback
// Time): each item and its marks, without the boxes, which open for marking in Feedback Time. A
// version 2 item shows its domain, anchors and Critical tag, and the global descriptors end the
// guide (docs/station-run.md, 'Version 2 stations on the station screen').
import { messages } from '@osce/shared/messages';
import { HtmlContent } from '../../../components/html-content';
import type { MarkingGuideItem, StationComponents } from '../types';
import { GlobalDescriptors, MarkingItemDetails, MarkingItemTags } from './marking-item-details';

interface MarkingGuideViewProps {
  guide: readonly MarkingGuideItem[];
  descriptors?: StationComponents['global_descriptors'];
}

export function MarkingGuideView({ guide, descriptors = null }: MarkingGuideViewProps) {
  if (guide.length === 0) return <p>{messages.noMarkingGuide}</p>;
  return (
    <>
      <ol className="marking-items">
        {guide.map((item, n) => (
          <li key={item.id} className="marking-item">
            <div className="marking-item__task">
              <MarkingItemTags item={item} number={n + 1} />
              <HtmlContent html={item.task} />
            </div>
            <MarkingItemDetails item={item} />
            <p className="marking-item__marks">
              {item.max_marks === 1
                ? messages.markingOneMark
                : messages.markingMarks.replace('{max}', String(item.max_marks))}
            </p>
          </li>
        ))}
      </ol>
      <GlobalDescriptors descriptors={descriptors} />
    </>
  );
}
