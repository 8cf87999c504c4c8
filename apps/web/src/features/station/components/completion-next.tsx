// Completion screen 3 (docs/station-run.md, 'Rules'): back to the station list, repeat the station,
// or open its content again to read the feedback; in a playlist, its next station. The preview
// offers the subscription instead of the list.
import type { Ref } from 'react';
import { Button } from 'antd';
import type { StationTiming } from '@osce/shared/stations/timing';
import { messages } from '@osce/shared/messages';
import { ButtonLink } from '../../../components/button-link';

/** A playlist being played: where it stands and its next station, if any (docs/station-run.md, 'Rules'). */
export interface PlaylistStep {
  /** 'Playlist {name}: station {index} of {count}'. */
  position: string;
  /** Next Station opens it, in the timing of this run; null at the last station. */
  onNext: ((timing: StationTiming) => void) | null;
  /** Said instead when the next station is someone else's to start (the group's examiner). */
  nextBy?: string | null;
}

interface CompletionNextProps {
  headingRef: Ref<HTMLHeadingElement>;
  preview: boolean;
  playlist: PlaylistStep | null;
  timing: StationTiming;
  /** Null: not this member's to do (in a group, only the examiner repeats). */
  onRepeat: (() => void) | null;
  /** Instead of the link to the list (the group examiner closes the group's station too). */
  onBack?: (() => void) | null;
  onFeedback: () => void;
}

export function CompletionNext({
  headingRef,
  preview,
  playlist,
  timing,
  onRepeat,
  onBack = null,
  onFeedback,
}: CompletionNextProps) {
  return (
    <section className="station-card station-complete" aria-labelledby="station-next-title">
      <h2 id="station-next-title" ref={headingRef} tabIndex={-1} className="station-step-title">
        {messages.phaseNext}
      </h2>
      {preview ? <p>{messages.completePreviewNotSaved}</p> : null}
      {playlist ? (
        <p>
          {playlist.position}
          {playlist.onNext ? null : ` ${playlist.nextBy ?? messages.playlistEnded}`}
        </p>
      ) : null}
      <div className="station-actions">
        {playlist?.onNext ? (
          <Button type="primary" size="large" onClick={() => playlist.onNext?.(timing)}>
            {messages.playlistNextStation}
          </Button>
        ) : null}
        {preview ? (
          <ButtonLink to="/subscription-plans" size="large">
            {messages.previewSubscribe}
          </ButtonLink>
        ) : onBack ? (
          <Button size="large" onClick={onBack}>
            {messages.completeBackToStations}
          </Button>
        ) : (
          <ButtonLink to="/study" size="large">
            {messages.completeBackToStations}
          </ButtonLink>
        )}
        {onRepeat ? (
          <Button size="large" onClick={onRepeat}>
            {messages.completeRepeat}
          </Button>
        ) : null}
        <Button size="large" onClick={onFeedback}>
          {messages.completeFeedback}
        </Button>
      </div>
    </section>
  );
}
