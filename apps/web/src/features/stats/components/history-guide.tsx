// One attempt's marking guide, read-only: each item's task as it was when marked, its domain and,
// for a critical item not fully met, a Critical tag (docs/progress.md, 'Domains'), its marks as
// boxes with the points given ticked, then the global score and the mark with its band. The boxes
// are for the eye; each item says its points in words.
import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { messages } from '@osce/shared/messages';
import { markBand, missedCriticalItems } from '@osce/shared/stations/scoring';
import { MARKING_DOMAIN_LABELS } from '@osce/shared/stations/station-constants';
import { HtmlContent } from '../../../components/html-content';
import type { Marking } from '../utils/history-options';
import { BAND_LABELS, formatStatsMark, withValues } from '../utils/stats-labels';

export function HistoryGuide({ marking }: { marking: Marking }) {
  const band = markBand(marking.mark);
  // The shared rule (fewer boxes than the item has), on the items as they were marked.
  const missed = new Set(
    missedCriticalItems(
      marking.scores.map((s) => ({ ...s, id: s.guide_id })),
      marking.scores,
    ).map((item) => item.guide_id),
  );
  return (
    <div className="stats-guide">
      {marking.scores.length === 0 ? (
        <p>{messages.noMarkingGuide}</p>
      ) : (
        <ol className="stats-guide__items">
          {marking.scores.map((item, n) => (
            <li key={item.guide_id} className="stats-guide__item">
              <div className="stats-guide__task">
                <span className="stats-guide__number">
                  {withValues(messages.markingItem, { number: n + 1 })}
                </span>
                <HtmlContent html={item.task} />
                {item.domain || missed.has(item.guide_id) ? (
                  <div className="stats-guide__tags">
                    {item.domain ? (
                      <Tag className="stats-guide__domain">
                        {withValues(messages.statsHistoryDomain, {
                          domain: MARKING_DOMAIN_LABELS[item.domain],
                        })}
                      </Tag>
                    ) : null}
                    {missed.has(item.guide_id) ? (
                      <Tag
                        color="red"
                        className="stats-guide__critical"
                        icon={<WarningOutlined aria-hidden />}
                      >
                        <span aria-hidden="true">{messages.statsHistoryCritical}</span>
                        <span className="visually-hidden">
                          {messages.statsHistoryCriticalMissed}
                        </span>
                      </Tag>
                    ) : null}
                  </div>
                ) : null}
              </div>
              <div className="stats-guide__marks">
                <span className="stats-boxes" aria-hidden="true">
                  {Array.from({ length: item.max_marks }, (_, index) => (
                    <span
                      key={index}
                      className={index < item.points ? 'stats-box stats-box--ticked' : 'stats-box'}
                    >
                      {index < item.points ? '✓' : ''}
                    </span>
                  ))}
                </span>
                <span className="stats-guide__points">
                  {withValues(
                    item.max_marks === 1
                      ? messages.statsHistoryPointsOfOne
                      : messages.statsHistoryPoints,
                    { points: item.points, max: item.max_marks },
                  )}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
      <dl className="stats-guide__totals">
        <div>
          <dt>{messages.markingGlobalScore}</dt>
          <dd>{marking.global_score}</dd>
        </div>
        <div>
          <dt>{messages.markingMark}</dt>
          <dd>
            {messages.markingOutOf
              .replace('{score}', formatStatsMark(marking.mark))
              .replace('{maximum}', '100')}{' '}
            <span className={`stats-band stats-band--${band}`}>{BAND_LABELS[band]}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
