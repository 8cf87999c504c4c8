// /admin/stations (docs/admin.md, 'The library'): the library feature's screens, with the station
// screen composed in for "Preview as …" (features do not import each other; app/ puts them
// together). The station screen loads only when a preview opens.
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/query-state';
import { LibrarySection } from '../../features/admin/library/components/library-section';
import type { RenderStationPreview } from '../../features/admin/library/components/station-editor';
import '../../styles/admin-library.css';

const AdminStationPreview = lazy(() =>
  import('./admin-station-preview').then((m) => ({ default: m.AdminStationPreview })),
);

const renderPreview: RenderStationPreview = (station, role) => (
  <Suspense fallback={<LoadingState label="the station screen" rows={8} />}>
    <AdminStationPreview station={station} role={role} />
  </Suspense>
);

export function AdminLibrary() {
  return <LibrarySection renderPreview={renderPreview} />;
}
