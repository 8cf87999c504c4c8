// The group's session summary at the end of a station (docs/groups.md): who was the candidate and
// the mark recorded, for every member; the examiner's note for the candidate, to that candidate
// (the server sends it to nobody else). It follows the snapshot, so it fills in when the examiner
// records the mark.
import type { GroupRunState } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { markBand } from '@osce/shared/stations/scoring';
import { BAND_LABELS, formatMark } from '../utils/marking-summary';

interface GroupSessionSummaryProps {
  current: GroupRunState;
  /** The name of the member the mark is for (the attached candidate), when there is one. */
  candidateName: string | null;
  /** This member's id: the examiner's note shows only on the candidate's own summary. */
  uid: number | undefined;
}

export function GroupSessionSummary({ current, candidateName, uid }: GroupSessionSummaryProps) {
  const recorded = current.recorded ?? null;
  const name = recorded?.name || candidateName;
  const mine = recorded !== null && recorded.uid === uid;
  return (
    <section className="station-card group-summary" aria-labelledby="group-summary-title">
      <h3 id="group-summary-title" className="station-subheading">
        {messages.groupSummaryTitle}
      </h3>
      {name ? (
        <dl className="marking-totals" aria-live="polite">
          <div className="marking-totals__item">
            <dt>{messages.groupSummaryCandidate}</dt>
            <dd>{name}</dd>
          </div>
          <div className="marking-totals__item">
            <dt>{messages.groupSummaryMark}</dt>
            <dd>
              {recorded ? (
                <>
                  {messages.markingOutOf
                    .replace('{score}', formatMark(recorded.mark))
                    .replace('{maximum}', '100')}{' '}
                  <span className={`mark-band mark-band--${markBand(recorded.mark)}`}>
                    {BAND_LABELS[markBand(recorded.mark)]}
                  </span>
                </>
              ) : (
                messages.groupSummaryMarkPending
              )}
            </dd>
          </div>
          {mine ? (
            <div className="marking-totals__item">
              <dt>{messages.groupSummaryExaminerNote}</dt>
              <dd className="group-summary__note">
                {recorded.examinerNotes || messages.groupSummaryNoNote}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{messages.groupSummaryNoCandidate}</p>
      )}
    </section>
  );
}
