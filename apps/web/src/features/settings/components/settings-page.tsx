// Settings (docs/accounts.md, 'Screens'): loads the countries, the medical schools and the member,
// then shows the profile form, the profile picture and the change-password form.
import { messages } from '@osce/shared/messages';
import { useCountries } from '../../../api/get-countries';
import { useCurrentUser } from '../../../api/get-current-user';
import { useMedicalSchools } from '../../../api/get-medical-schools';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { AvatarUpload } from './avatar-upload';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export function SettingsPage() {
  const user = useCurrentUser();
  const countries = useCountries();
  const schools = useMedicalSchools();
  const queries = [user, countries, schools];
  const failed = queries.find((query) => query.isError);

  let body;
  if (failed) {
    body = (
      <ErrorState
        error={failed.error}
        what="your settings"
        onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
      />
    );
  } else if (!user.data || !countries.data || !schools.data) {
    body = <LoadingState label="your settings" rows={8} />;
  } else {
    body = (
      <div className="settings-grid">
        <section className="form-card settings-card" aria-labelledby="settings-profile-title">
          <h2 id="settings-profile-title">Profile</h2>
          {/* Keyed by member: a new session's member never inherits the last one's typing. */}
          <ProfileForm
            key={user.data.id}
            user={user.data}
            countries={countries.data}
            schools={schools.data}
          />
        </section>
        <div className="settings-side">
          <section className="form-card settings-card" aria-labelledby="settings-avatar-title">
            <h2 id="settings-avatar-title">{messages.avatarTitle}</h2>
            <AvatarUpload avatar={user.data.avatar} />
          </section>
          <section className="form-card settings-card" aria-labelledby="settings-password-title">
            <h2 id="settings-password-title">{messages.changePasswordTitle}</h2>
            <PasswordForm />
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className="page-body settings-page">
      <h1>{messages.settingsTitle}</h1>
      {body}
    </div>
  );
}
