// The Approach Guide tab (docs/station-run.md, 'Version 2 stations on the station screen'): a
// version 2 station's diagnosis on top, the guide, then the references it was checked against
// (each opening in a new tab) and when and by whom it was last reviewed.
import { messages } from '@osce/shared/messages';
import { formatDisplayDate } from '@osce/shared/dates';
import { HtmlContent } from '../../../components/html-content';
import { withValues } from '../../../lib/with-values';
import type { StationInfo } from '../types';

interface ApproachGuideProps {
  station: StationInfo;
  html: string;
  /** The diagnosis to show on top, when this member may see it (null: none). */
  diagnosis: string | null;
}

export function ApproachGuide({ station, html, diagnosis }: ApproachGuideProps) {
  const { references, last_reviewed: lastReviewed, reviewed_by: reviewedBy } = station;
  return (
    <>
      {diagnosis ? <Diagnosis diagnosis={diagnosis} /> : null}
      {html.trim() === '' ? <p>{messages.stationNoContent}</p> : <HtmlContent html={html} />}
      {references.length > 0 ? (
        <section className="station-references" aria-labelledby="station-references-title">
          <h3 id="station-references-title" className="station-subheading">
            {messages.referencesTitle}
          </h3>
          <ul className="station-references__list">
            {references.map((reference) => (
              <li key={`${reference.link}|${reference.title}`}>
                <a href={reference.link} target="_blank" rel="noopener noreferrer">
                  {reference.title}
                  <span className="visually-hidden"> {messages.linkNewTab}</span>
                </a>
                <span className="station-references__details">
                  {' '}
                  {withValues(messages.referenceDetails, {
                    publisher: reference.publisher,
                    year: reference.year,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lastReviewed && reviewedBy ? (
        <p className="station-reviewed">
          {withValues(messages.lastReviewed, {
            date: formatDisplayDate(lastReviewed),
            reviewed_by: reviewedBy,
          })}
        </p>
      ) : null}
    </>
  );
}

/** 'Diagnosis' and the station's examiner-facing title. */
export function Diagnosis({ diagnosis }: { diagnosis: string }) {
  return (
    <p className="station-diagnosis">
      <span className="station-diagnosis__label">{messages.stationDiagnosis}</span>{' '}
      <span className="station-diagnosis__text">{diagnosis}</span>
    </p>
  );
}
