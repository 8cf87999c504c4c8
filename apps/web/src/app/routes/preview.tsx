// /preview ('Preview Station for Free', docs/station-run.md, 'Screens'): public. The role choice is plain
// markup in this small chunk; the station screen (with Ant Design) loads once a role is chosen.
import { lazy, Suspense, useState } from 'react';
import { messages } from '@osce/shared/messages';
import type { Role } from '@osce/shared/stations/roles';
import { LoadingState } from '../../components/query-state';
import { PreviewRolePicker } from '../../features/preview/components/preview-role-picker';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/preview.css';

const PreviewStation = lazy(() => import('./preview-station'));

export default function PreviewRoute() {
  usePageMeta({ title: messages.previewTitle });
  const [role, setRole] = useState<Role | null>(null);
  if (role === null) return <PreviewRolePicker onChoose={setRole} />;
  return (
    <Suspense
      fallback={
        <div className="page-body">
          <LoadingState label="the preview station" rows={8} />
        </div>
      }
    >
      <PreviewStation role={role} onPickAgain={() => setRole(null)} />
    </Suspense>
  );
}
