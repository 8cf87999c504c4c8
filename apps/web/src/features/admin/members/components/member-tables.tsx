// The member page's subscriptions and payments (docs/admin.md, 'Members and money' → 'Screens').
// A refundable subscription (one with a payment, not refunded) offers Refund to a role that may.
import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AdminPayment, AdminSubscription } from '../api/member-types';
import {
  formatAmount,
  paymentStatusColour,
  statusLabel,
  subscriptionStatusColour,
} from '../utils/member-labels';
import { formatDay, formatWhen } from '../../../../lib/format-when';

/** Whether Refund applies: the subscription was paid for and is not refunded yet. */
export function isRefundable(subscription: AdminSubscription): boolean {
  return (
    subscription.payment_id !== null &&
    subscription.refunded_at === null &&
    subscription.status !== 'refunded'
  );
}

interface SubscriptionsTableProps {
  subscriptions: AdminSubscription[];
  /** Given only to a role that may refund. */
  onRefund?: (subscription: AdminSubscription) => void;
}

export function SubscriptionsTable({ subscriptions, onRefund }: SubscriptionsTableProps) {
  const columns: TableColumnsType<AdminSubscription> = [
    { title: 'Id', dataIndex: 'id', key: 'id' },
    { title: 'Plan', dataIndex: 'type_name', key: 'type_name' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => (
        <Tag color={subscriptionStatusColour(status)}>{statusLabel(status)}</Tag>
      ),
    },
    { title: 'Starts', key: 'starts', render: (_, s) => formatDay(s.start_date, '—') },
    { title: 'Ends', key: 'ends', render: (_, s) => formatDay(s.expiry_date, '—') },
    { title: 'Refunded', key: 'refunded', render: (_, s) => formatDay(s.refunded_at, '—') },
    {
      title: 'Payment',
      key: 'payment',
      render: (_, s) => (s.payment_id === null ? 'Granted' : `#${s.payment_id}`),
    },
  ];
  if (onRefund) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      // Kept in view when a narrow window scrolls the table sideways.
      fixed: 'right',
      render: (_, s) =>
        isRefundable(s) ? (
          <Button
            size="small"
            danger
            onClick={() => onRefund(s)}
            aria-label={`Refund subscription ${s.id}`}
          >
            Refund
          </Button>
        ) : null,
    });
  }
  return (
    <Table<AdminSubscription>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={subscriptions}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No subscriptions.' }}
    />
  );
}

const paymentColumns: TableColumnsType<AdminPayment> = [
  { title: 'Id', dataIndex: 'id', key: 'id' },
  { title: 'Subscription', dataIndex: 'subscription_id', key: 'subscription_id' },
  { title: 'Amount', key: 'amount', render: (_, p) => formatAmount(p.amount, p.currency) },
  { title: 'Paid by', key: 'provider', render: (_, p) => p.provider ?? p.method },
  {
    title: 'Status',
    key: 'status',
    render: (_, p) => (
      <>
        <Tag color={paymentStatusColour(p.status)}>{statusLabel(p.status)}</Tag>
        {p.refund_error ? (
          <Typography.Text type="danger" className="admin-member__refund-error">
            Last refund failed: {p.refund_error}
          </Typography.Text>
        ) : null}
      </>
    ),
  },
  { title: 'Date', key: 'created_at', render: (_, p) => formatWhen(p.created_at, '—') },
  { title: 'Refunded', key: 'refunded_at', render: (_, p) => formatDay(p.refunded_at, '—') },
];

export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  return (
    <Table<AdminPayment>
      rowKey="id"
      size="small"
      columns={paymentColumns}
      dataSource={payments}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No payments.' }}
    />
  );
}
