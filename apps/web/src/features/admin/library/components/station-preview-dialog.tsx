// The editor's "Preview as …" dialog (docs/admin.md, 'The library' → 'Screens'): the station
// screen itself, drawn by app/ for the editor's checked draft as one role sees it.
import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import type { StationFileInput } from '@osce/shared/stations/station-file';
import { withValues } from '../../../../lib/with-values';

/** The roles a station can be previewed as (the station screen's, read-only). */
export const PREVIEW_ROLES = [
  { role: 'candidate-1', label: 'candidate' },
  { role: 'examiner', label: 'examiner' },
  { role: 'patient', label: 'patient' },
] as const;
export type PreviewRole = (typeof PREVIEW_ROLES)[number]['role'];

/** Draws the station screen for a draft (app/ composes it: features do not import each other). */
export type RenderStationPreview = (station: StationFileInput, role: PreviewRole) => ReactNode;

/** What the dialog shows: a checked draft, as one role. */
export interface StationPreview {
  station: StationFileInput;
  role: PreviewRole;
}

export function StationPreviewDialog({
  preview,
  renderPreview,
  onClose,
}: {
  preview: StationPreview | null;
  renderPreview: RenderStationPreview;
  onClose: () => void;
}) {
  return (
    <Modal
      open={preview !== null}
      onCancel={onClose}
      footer={null}
      width="min(1240px, 100vw)"
      destroyOnHidden
      className="library-preview"
      title={
        preview
          ? withValues(text.previewTitle, {
              number: preview.station.number,
              role: PREVIEW_ROLES.find((r) => r.role === preview.role)!.label,
            })
          : ''
      }
    >
      {preview ? renderPreview(preview.station, preview.role) : null}
    </Modal>
  );
}
