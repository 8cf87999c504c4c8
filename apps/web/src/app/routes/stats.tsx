// /stats (docs/progress.md, 'Screens'): My Stats, and a station's history at /stats?station={id}.
// Login required (RequireAuth in router.tsx); Ant Design and recharts come with this chunk, under
// the app's theme.
import { messages } from '@osce/shared/messages';
import AntdTheme from '../../components/antd-theme';
import { StatsPage } from '../../features/stats/components/stats-page';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/stats.css';

export default function StatsRoute() {
  usePageMeta({ title: messages.statsTitle });
  return (
    <AntdTheme>
      <StatsPage />
    </AntdTheme>
  );
}
