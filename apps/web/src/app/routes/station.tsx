// /station/{code} (docs/station-run.md, 'Screens'): the station screen. Login required (RequireAuth in
// router.tsx); Ant Design comes with this chunk, under the app's theme.
import { useParams } from 'react-router';
import { messages } from '@osce/shared/messages';
import AntdTheme from '../../components/antd-theme';
import { StationPage } from '../../features/station/components/station-page';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/station.css';
import '../../styles/playlists.css';

export default function StationRoute() {
  const { code = '' } = useParams();
  usePageMeta({ title: messages.stationHeading.replace('{number}', code) });
  return (
    <AntdTheme>
      {/* A new station is a new run: nothing of the last one's state carries over. */}
      <StationPage key={code} code={code} />
    </AntdTheme>
  );
}
