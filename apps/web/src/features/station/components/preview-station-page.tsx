// The preview's station (public): GET /preview, then the station screen as a Solo Candidate on the
// fixed preview timings, recording nothing. "None available" is the spec's own text.
import { messages } from '@osce/shared/messages';
import type { Role } from '@osce/shared/stations/roles';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isNotFound } from '../../../lib/api-client';
import { usePreviewStation } from '../api/get-preview-station';
import { previewTiming } from '../utils/initial-timing';
import { StationScreen } from './station-screen';

interface PreviewStationPageProps {
  role: Role;
  onPickAgain: () => void;
}

export function PreviewStationPage({ role, onPickAgain }: PreviewStationPageProps) {
  const preview = usePreviewStation();

  if (preview.data) {
    return (
      <div className="page-body station-page">
        <StationScreen
          detail={preview.data}
          role={role}
          preview
          initialTiming={previewTiming()}
          nameHidden={false}
        />
      </div>
    );
  }
  return (
    <div className="page-body page-body--narrow station-page">
      <h1>{messages.previewTitle}</h1>
      {isNotFound(preview.error) ? (
        <section className="station-card">
          <p>{messages.previewNone}</p>
          <button type="button" className="button button--default" onClick={onPickAgain}>
            {messages.previewPickAgain}
          </button>
        </section>
      ) : preview.isError ? (
        <ErrorState
          error={preview.error}
          what="the preview station"
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <LoadingState label="the preview station" rows={8} />
      )}
    </div>
  );
}
