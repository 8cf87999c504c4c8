// What the score summary adds for a version 2 station (docs/station-run.md, 'Version 2 stations on
// the station screen'): each domain's share of its boxes as a labelled bar, and every critical item
// not fully met, with why it matters, in a warning panel. Both come from the shared scoring
// (domainShares, missedCriticalItems); a version 1 station has neither and shows nothing here.
import { messages } from '@osce/shared/messages';
import { domainShares, missedCriticalItems, type GuideScore } from '@osce/shared/stations/scoring';
import { MARKING_DOMAIN_LABELS } from '@osce/shared/stations/station-constants';
import { AlertIcon } from '../../../components/alert-icon';
import { HtmlContent } from '../../../components/html-content';
import { withValues } from '../../../lib/with-values';
import type { MarkingGuideItem } from '../types';
import { formatMark } from '../utils/marking-summary';

interface ScoreDomainsProps {
  guide: readonly MarkingGuideItem[];
  scores: readonly GuideScore[];
}

export function ScoreDomains({ guide, scores }: ScoreDomainsProps) {
  const shares = domainShares(guide, scores);
  const missed = missedCriticalItems(guide, scores);
  return (
    <>
      {shares.length > 0 ? (
        <section className="score-domains" aria-labelledby="score-domains-title">
          <h3 id="score-domains-title" className="station-subheading">
            {messages.scoreDomainsTitle}
          </h3>
          <p className="station-hint">{messages.scoreDomainsHint}</p>
          <ul className="score-domains__list">
            {shares.map(({ domain, share }) => (
              <li key={domain} className="score-domain">
                <span className="score-domain__label">{MARKING_DOMAIN_LABELS[domain]}</span>
                <span className="score-domain__bar" aria-hidden="true">
                  <span className="score-domain__fill" style={{ width: `${share}%` }} />
                </span>
                <span className="score-domain__value">
                  {withValues(messages.scoreDomainShare, { share: formatMark(share) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {missed.length > 0 ? (
        <section className="critical-panel" aria-labelledby="critical-panel-title">
          <h3 id="critical-panel-title" className="critical-panel__title">
            <AlertIcon className="critical-panel__icon" size={20} />
            {messages.scoreCriticalTitle}
          </h3>
          <p>{messages.scoreCriticalIntro}</p>
          <ul className="critical-panel__list">
            {missed.map((item) => (
              <li key={item.id} className="critical-panel__item">
                <HtmlContent html={item.task} className="critical-panel__task" />
                {item.critical_reason ? (
                  <p className="critical-panel__reason">
                    {withValues(messages.markingCriticalReason, { reason: item.critical_reason })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
