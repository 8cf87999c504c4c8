// /subscriptions (docs/billing.md, 'Screens'): the member's subscriptions, cancellation and purchase. Login
// required (RequireAuth in router.tsx); its status tags are Ant Design's, under the app's theme.
// The purchase form is the sign-up's payment pieces, with their styles.
import { messages } from '@osce/shared/messages';
import AntdTheme from '../../components/antd-theme';
import { SubscriptionsPage } from '../../features/subscriptions/components/subscriptions-page';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/signup.css';
import '../../styles/subscriptions.css';

export default function SubscriptionsRoute() {
  usePageMeta({ title: messages.subscriptionsTitle });
  return (
    <AntdTheme>
      <SubscriptionsPage />
    </AntdTheme>
  );
}
