// '12 days left in your free trial' for a member on the free trial (docs/billing.md), counted from
// the trial's expiry date in GET /user/subscriptions. Nothing for any other member, nor while the
// list loads or if it fails: the notice is a courtesy, the page works without it.
import { runningTrial, trialDaysLeft, trialDaysLeftText } from '@osce/shared/trial';
import { useCurrentUser } from '../api/get-current-user';
import { useSubscriptions } from '../api/member-subscriptions';

export function TrialDaysLeft({
  now,
}: {
  /** The moment to count from; tests pass one. */ now?: Date;
}) {
  const user = useCurrentUser();
  const onTrial = user.data?.status === 'Trial';
  const subscriptions = useSubscriptions({ enabled: onTrial });
  const trial = onTrial && subscriptions.data ? runningTrial(subscriptions.data) : null;
  if (!trial) return null;
  const days = trialDaysLeft(trial.expiry_date, now ?? new Date());
  if (days === 0) return null;
  return (
    <p className="trial-days-left" role="note">
      {trialDaysLeftText(days)}
    </p>
  );
}
