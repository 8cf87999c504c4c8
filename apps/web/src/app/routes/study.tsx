// /study and /search (docs/study.md, 'Screens', one screen): the station list. Login required
// (RequireAuth in router.tsx); Ant Design comes with this chunk, under the app's theme.
import { messages } from '@osce/shared/messages';
import AntdTheme from '../../components/antd-theme';
import { StudyPage } from '../../features/study/components/study-page';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/study.css';
import '../../styles/playlists.css';

export default function StudyRoute() {
  usePageMeta({ title: messages.studyTitle });
  return (
    <AntdTheme>
      <StudyPage />
    </AntdTheme>
  );
}
