// The marking guide to read (Show All Content before Feedback Time): each item and its marks,
// without the boxes, which open for marking in Feedback Time.
import { messages } from '@osce/shared/messages';
import { HtmlContent } from '../../../components/html-content';
import type { MarkingGuideItem } from '../types';

export function MarkingGuideView({ guide }: { guide: readonly MarkingGuideItem[] }) {
  if (guide.length === 0) return <p>{messages.noMarkingGuide}</p>;
  return (
    <ol className="marking-items">
      {guide.map((item, n) => (
        <li key={item.id} className="marking-item">
          <div className="marking-item__task">
            <span className="marking-item__number">
              {messages.markingItem.replace('{number}', String(n + 1))}
            </span>
            <HtmlContent html={item.task} />
          </div>
          <p className="marking-item__marks">
            {item.max_marks === 1
              ? messages.markingOneMark
              : messages.markingMarks.replace('{max}', String(item.max_marks))}
          </p>
        </li>
      ))}
    </ol>
  );
}
