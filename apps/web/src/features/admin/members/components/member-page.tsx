// /admin/members/:id (docs/admin.md, 'Members and money' → 'Screens'): one member's account, their
// subscriptions (with Refund for an admin) and payments, how many sessions and markings they have,
// and what staff may do about them. Every action fetches the member again and says it worked.
import { useState } from 'react';
import { Card, Descriptions, Space, Statistic, Tag, Typography, message } from 'antd';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { NotFound } from '../../../../components/not-found';
import { isNotFound } from '../../../../lib/api-client';
import { useCan } from '../../api/admin-me';
import { useAdminMember } from '../api/get-member';
import { doneMessage, useMemberAction, type MemberAction } from '../api/member-actions';
import type { AdminSubscription } from '../api/member-types';
import { fullName, memberStatusColour, roleColour } from '../utils/member-labels';
import { formatDay, formatWhen } from '../../../../lib/format-when';
import { MemberActions } from './member-actions';
import { PaymentsTable, SubscriptionsTable } from './member-tables';
import { RefundModal } from './refund-modal';

export function MemberPage() {
  const { id } = useParams();
  const memberId = Number(id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  if (!valid) return <NotFound />;
  return <MemberView memberId={memberId} />;
}

function MemberView({ memberId }: { memberId: number }) {
  const member = useAdminMember(memberId);
  const action = useMemberAction(memberId);
  const canRefund = useCan('payments.refund');
  const [toast, toastHolder] = message.useMessage();
  const [refunding, setRefunding] = useState<AdminSubscription | null>(null);

  const notify = (success: string) => void toast.success(success, 4);
  const run = async (change: MemberAction) => {
    const answer = await action.mutateAsync(change);
    notify(doneMessage(change, answer));
    return answer;
  };

  if (member.isPending) return <LoadingState label="the member" />;
  if (member.isError) {
    if (isNotFound(member.error)) return <NotFound />;
    return (
      <ErrorState error={member.error} onRetry={() => void member.refetch()} what="the member" />
    );
  }
  const m = member.data.member;
  const isDisabled = m.status === 'Disabled' || Boolean(m.disabled_at);

  return (
    <div className="admin-member">
      {toastHolder}
      <Link to="/admin/members">← Members</Link>
      <div className="admin-member__heading">
        <Typography.Title level={1} className="admin-page-title">
          {m.username}
        </Typography.Title>
        <Space wrap size={4}>
          <Tag color={memberStatusColour(m.status)}>{m.status}</Tag>
          <Tag color={roleColour(m.role)}>{m.role}</Tag>
          {isDisabled ? <Tag color="red">disabled</Tag> : null}
        </Space>
      </div>
      <MemberActions member={m} isDisabled={isDisabled} run={run} notify={notify} />
      <Card title="Account" size="small" className="admin-member__card">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          items={[
            { key: 'id', label: 'Id', children: m.id },
            { key: 'name', label: 'Name', children: fullName(m) || '—' },
            { key: 'email', label: 'E-mail', children: m.email },
            { key: 'country', label: 'Country', children: m.country ?? '—' },
            { key: 'school', label: 'Medical school', children: m.medical_school ?? '—' },
            { key: 'joined', label: 'Joined', children: formatDay(m.created_at, '—') },
            { key: 'login', label: 'Last login', children: formatWhen(m.last_login_at, '—') },
          ]}
        />
        <Space size="large" className="admin-member__counts">
          <Statistic title="Live sessions" value={m.sessions} />
          <Statistic title="Markings" value={m.markings} />
        </Space>
      </Card>
      <Card title="Subscriptions" size="small" className="admin-member__card">
        <SubscriptionsTable
          subscriptions={m.subscriptions}
          onRefund={canRefund ? setRefunding : undefined}
        />
      </Card>
      <Card title="Payments" size="small" className="admin-member__card">
        <PaymentsTable payments={m.payments} />
      </Card>
      <RefundModal
        subscription={refunding}
        onClose={() => setRefunding(null)}
        onRefund={(subscription_id, reason) => run({ kind: 'refund', subscription_id, reason })}
      />
    </div>
  );
}
