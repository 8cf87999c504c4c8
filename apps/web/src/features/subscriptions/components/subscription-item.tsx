// One of the member's subscriptions (docs/billing.md, 'Rules'): the plan, its status tag, its dates with the
// words for its status, and Cancel Subscription while it can be cancelled.
import { Tag } from 'antd';
import type { MemberSubscription } from '@osce/shared/schemas/billing';
import { messages } from '@osce/shared/messages';
import { dateLines, statusTag } from '../utils/subscription-labels';

interface SubscriptionItemProps {
  subscription: MemberSubscription;
  cancelling: boolean;
  onCancel: (subscription: MemberSubscription) => void;
}

export function SubscriptionItem({ subscription, cancelling, onCancel }: SubscriptionItemProps) {
  const tag = statusTag(subscription.status);
  const titleId = `subscription-${subscription.id}`;
  return (
    <li className="subscription-item">
      <div className="subscription-item__head">
        <h3 id={titleId} className="subscription-item__name">
          {subscription.type.name}
        </h3>
        <Tag color={tag.colour} className="subscription-tag">
          {tag.text}
        </Tag>
      </div>
      <dl className="subscription-item__dates">
        {dateLines(subscription).map((line) => (
          <div key={line.label} className="subscription-item__date">
            <dt>{line.label}</dt>
            <dd>
              <time dateTime={line.iso}>{line.date}</time>
            </dd>
          </div>
        ))}
      </dl>
      {subscription.cancellable ? (
        <button
          type="button"
          className="button button--default subscription-item__cancel"
          onClick={() => onCancel(subscription)}
          aria-busy={cancelling || undefined}
          aria-disabled={cancelling || undefined}
          aria-describedby={titleId}
        >
          {cancelling ? <span className="submit-button__spinner" aria-hidden="true" /> : null}
          {messages.subscriptionCancelButton}
        </button>
      ) : null}
    </li>
  );
}
