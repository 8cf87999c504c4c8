// /admin/messages (docs/admin.md, 'Messages' → 'Screens'): contact messages and station reports by
// status (tabs) and kind, 50 a page, newest first; a row opens the message in a drawer to reply or
// close. The filters live in the address.
import { useState } from 'react';
import { Button, Empty, Select, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { inboxMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  ADMIN_MESSAGE_STATUSES,
  type AdminMessage,
  type AdminMessageKind,
  type AdminMessageStatus,
} from '@osce/shared/schemas/admin-messages';
import { ErrorState } from '../../../../components/query-state';
import { useAdminMessages } from '../api/admin-messages';
import { filtersFromParams, paramsFromFilters, withFilter } from '../utils/message-filters';
import { formatWhen } from '../../../../lib/format-when';
import { kindLabel, statusColour, statusLabel } from '../utils/message-labels';
import { MessageDrawer } from './message-drawer';
import '../../../../styles/admin-messages-prices.css';

export function MessagesSection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useAdminMessages(filters);
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const show = (next: typeof filters) => setParams(paramsFromFilters(next));

  const columns: TableColumnsType<AdminMessage> = [
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      render: (subject: string, message) => (
        <Button
          type="link"
          className="admin-link-button"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(message);
          }}
        >
          {subject}
        </Button>
      ),
    },
    { title: 'From', dataIndex: 'name', key: 'name' },
    {
      title: 'Kind',
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: AdminMessageKind) => (
        <Tag color={kind === 'station_report' ? 'volcano' : 'blue'}>{kindLabel(kind)}</Tag>
      ),
    },
    {
      title: 'Station',
      dataIndex: 'station_number',
      key: 'station',
      render: (n: number | null) => (n === null ? '—' : n),
      responsive: ['md'],
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: AdminMessageStatus) => (
        <Tag color={statusColour(status)}>{statusLabel(status)}</Tag>
      ),
      responsive: ['lg'],
    },
    {
      title: 'Received',
      dataIndex: 'created_at',
      key: 'created_at',
      render: (at: string) => formatWhen(at),
    },
  ];

  return (
    <div className="admin-messages">
      <Typography.Title level={1} className="admin-page-title">
        {text.sectionTitle}
      </Typography.Title>
      <div className="admin-messages__filters">
        <Select<AdminMessageKind | 'all'>
          aria-label={text.kindFilterLabel}
          value={filters.kind ?? 'all'}
          onChange={(kind) => show(withFilter(filters, { kind: kind === 'all' ? null : kind }))}
          options={[
            { value: 'all', label: text.allKinds },
            { value: 'contact', label: text.kindContact },
            { value: 'station_report', label: text.kindStationReport },
          ]}
          className="admin-messages__kind"
        />
      </div>
      <Tabs
        activeKey={filters.status}
        onChange={(status) => show(withFilter(filters, { status: status as AdminMessageStatus }))}
        items={ADMIN_MESSAGE_STATUSES.map((status) => ({
          key: status,
          label: statusLabel(status),
        }))}
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} what="the messages" />
      ) : (
        <Table<AdminMessage>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.messages ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={text.empty} /> }}
          onRow={(message) => ({
            onClick: () => setOpen(message),
            className: 'admin-messages__row',
          })}
          pagination={{
            current: list.data?.page ?? filters.page,
            pageSize: ADMIN_MESSAGES_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${total} message${total === 1 ? '' : 's'}`,
            onChange: (page) => show({ ...filters, page }),
          }}
        />
      )}
      <MessageDrawer message={open} onChanged={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
