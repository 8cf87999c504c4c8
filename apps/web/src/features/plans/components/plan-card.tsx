// One subscription plan as a card: name, price, '/ {display_length}', description, Get Started.
import type { SubscriptionType } from '@osce/shared/api';
import { HtmlContent } from '../../../components/html-content';
import { ButtonLink } from '../../../components/button-link';
import { PlanPrice } from '../../../components/plan-price';

interface PlanCardProps {
  plan: SubscriptionType;
  href: string;
  headingLevel: 2 | 3;
}

export function PlanCard({ plan, href, headingLevel }: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="plan-card">
      <Heading className="plan-card__name">{plan.name}</Heading>
      <PlanPrice plan={plan} />
      <HtmlContent html={plan.description} className="plan-card__description" />
      <ButtonLink to={href} size="large" block aria-label={`Get Started with ${plan.name}`}>
        Get Started
      </ButtonLink>
    </article>
  );
}
