// /study-groups (docs/groups.md, 'Screens'): create, find, join, start and leave study groups.
// Login required (RequireAuth in router.tsx); Ant Design comes with this chunk, under the app's
// theme.
import { messages } from '@osce/shared/messages';
import AntdTheme from '../../components/antd-theme';
import { StudyGroupsPage } from '../../features/groups/components/study-groups-page';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/groups.css';

export default function StudyGroupsRoute() {
  usePageMeta({ title: messages.groupsTitle });
  return (
    <AntdTheme>
      <StudyGroupsPage />
    </AntdTheme>
  );
}
