// The profile dashboard (docs/accounts.md, 'Screens'): a welcome by first name, the consent panel
// when the terms changed, the three figures, the study and account actions, Featured Stations and
// the tutorial, which opens by itself for a member who has not seen it.
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { useCurrentUser } from '../../../api/get-current-user';
import { ButtonLink } from '../../../components/button-link';
import { TrialDaysLeft } from '../../../components/trial-days-left';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useTermsUpdateNeeded } from '../../../stores/app-store';
import { useTutorial } from '../api/get-tutorial';
import { useTutorialDialog } from '../hooks/use-tutorial-dialog';
import { welcomeText } from '../utils/figures';
import { FeaturedStations } from './featured-stations';
import { ProfileFigures } from './profile-figures';
import { TermsUpdatePanel } from './terms-update-panel';

const loadTutorialModal = () => import('./tutorial-modal');
const TutorialModal = lazy(loadTutorialModal);
const preloadTutorialModal = () => void loadTutorialModal().catch(() => {});

function Dashboard({ user }: { user: CurrentUser }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const termsNeeded = useTermsUpdateNeeded();
  const tutorial = useTutorial();
  const dialog = useTutorialDialog(user, tutorial.data);

  return (
    <div className="page-body profile-page">
      <header className="profile-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {welcomeText(user.first_name)}
        </h1>
        <div className="profile-actions">
          <ButtonLink to="/study" size="large">
            {messages.profileSoloStudy}
          </ButtonLink>
          <ButtonLink to="/study-groups" size="large">
            {messages.profileGroupStudy}
          </ButtonLink>
        </div>
        <ul className="profile-links">
          <li>
            <button
              type="button"
              className="button button--default"
              aria-haspopup="dialog"
              onClick={dialog.openTutorial}
              onPointerEnter={preloadTutorialModal}
              onFocus={preloadTutorialModal}
            >
              {messages.profileTutorial}
            </button>
          </li>
          <li>
            <Link to="/settings" className="button button--default">
              {messages.settingsTitle}
            </Link>
          </li>
          {user.status !== 'Active' ? (
            <li>
              <Link to="/subscriptions" className="button button--accent">
                {messages.profileBuySubscription}
              </Link>
            </li>
          ) : null}
        </ul>
      </header>

      <TrialDaysLeft />
      {termsNeeded ? <TermsUpdatePanel onAgreed={() => headingRef.current?.focus()} /> : null}

      <ProfileFigures />
      <FeaturedStations />

      {dialog.mounted ? (
        // No fallback: the modal appears once its code is here (the page stays usable meanwhile).
        <Suspense fallback={null}>
          <TutorialModal
            open={dialog.open}
            onClose={dialog.close}
            tutorial={tutorial.data}
            error={tutorial.error}
            onRetry={() => void tutorial.refetch()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export function ProfileDashboard() {
  const user = useCurrentUser();
  if (user.isPending) {
    return <LoadingState label="your profile" rows={6} className="page-body page-loading--top" />;
  }
  if (user.isError) {
    return (
      <div className="page-body">
        <h1 className="visually-hidden">Profile</h1>
        <ErrorState error={user.error} onRetry={() => void user.refetch()} what="your profile" />
      </div>
    );
  }
  return <Dashboard user={user.data} />;
}
