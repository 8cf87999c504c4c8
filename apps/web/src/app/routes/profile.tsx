// /profile (docs/accounts.md, 'Screens'): the member's dashboard. Login required (RequireAuth in router.tsx).
import { ProfileDashboard } from '../../features/profile/components/profile-dashboard';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/profile.css';

export default function ProfileRoute() {
  usePageMeta({ title: 'Profile' });
  return <ProfileDashboard />;
}
