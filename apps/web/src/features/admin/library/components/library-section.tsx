// The Stations section of the back office (docs/admin.md, 'The library'): the list at
// /admin/stations, a new station at /admin/stations/new, the editor at /admin/stations/{number}.
import { useState } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { App } from 'antd';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { useLibraryStation } from '../api/library-api';
import { newStationTemplate } from '../utils/station-form';
import { StationEditor, type RenderStationPreview } from './station-editor';
import { StationsList } from './stations-list';
import NotFound from './not-found';

interface LibrarySectionProps {
  renderPreview?: RenderStationPreview;
}

export function LibrarySection({ renderPreview }: LibrarySectionProps) {
  return (
    <App component={false}>
      <Routes>
        <Route index element={<StationsList />} />
        <Route
          path="new"
          element={
            <StationEditor
              loaded={null}
              template={newStationTemplate()}
              renderPreview={renderPreview}
              onReload={() => {}}
            />
          }
        />
        <Route path=":number" element={<EditStation renderPreview={renderPreview} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </App>
  );
}

function EditStation({ renderPreview }: LibrarySectionProps) {
  const { number: param = '' } = useParams();
  const number = /^\d{1,6}$/.test(param) ? Number(param) : null;
  const query = useLibraryStation(number);
  // Each load of the latest revision starts a fresh editor.
  const [loads, setLoads] = useState(0);
  if (number === null) return <NotFound />;
  if (query.isPending) return <LoadingState label="the station" rows={8} />;
  if (query.isError) {
    return (
      <ErrorState error={query.error} what="the station" onRetry={() => void query.refetch()} />
    );
  }
  return (
    <StationEditor
      key={`${number}-${loads}`}
      loaded={query.data}
      renderPreview={renderPreview}
      onReload={() => {
        void query.refetch().then(() => setLoads((n) => n + 1));
      }}
    />
  );
}
