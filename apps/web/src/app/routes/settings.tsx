// /settings (docs/accounts.md, 'Screens', title Settings): profile, picture and password. Login required.
import { messages } from '@osce/shared/messages';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/settings.css';

export default function SettingsRoute() {
  usePageMeta({ title: messages.settingsTitle });
  return <SettingsPage />;
}
