// /subscription-plans: the plan cards for the chosen country; Free Trial goes to the trial form.
import { messages } from '@osce/shared/messages';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useCountry } from '../../stores/app-store';
import { PlanList } from '../../features/plans/components/plan-list';
import { plansPageHref } from '../../features/plans/utils/plan-links';

export default function PlansRoute() {
  const country = useCountry();
  usePageMeta({ title: 'Subscription Plans' });
  return (
    <div className="page-body">
      <header className="page-heading">
        <h1>Subscription Plans</h1>
        <p>
          Choose the access that fits your exam timetable. Every plan includes solo and group study,
          marking guides and progress stats.
        </p>
      </header>
      <PlanList
        country={country}
        planHref={plansPageHref}
        headingLevel={2}
        emptyText={messages.plansPageEmpty}
      />
    </div>
  );
}
