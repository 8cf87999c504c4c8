// /admin/members (docs/admin.md, 'Members and money' → 'Screens'): find a member by username,
// e-mail, name or id, narrow by status, and open one. The filters live in the address.
import { Empty, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import { ErrorState } from '../../../../components/query-state';
import { useAdminMembers } from '../api/get-members';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  MEMBER_STATUSES,
  type AdminMemberRow,
  type MemberStatusFilter,
} from '../api/member-types';
import {
  filtersFromParams,
  paramsFromFilters,
  withFilter,
  type MemberFilters,
} from '../utils/member-filters';
import { fullName, memberStatusColour, roleColour } from '../utils/member-labels';
import { formatDay, formatWhen } from '../../../../lib/format-when';

const columns: TableColumnsType<AdminMemberRow> = [
  {
    title: 'Username',
    dataIndex: 'username',
    key: 'username',
    width: '22%',
    // The link is the way in for the keyboard and screen readers; a click anywhere on the row works too.
    render: (username: string, member) => (
      <Link to={`/admin/members/${member.id}`} onClick={(event) => event.stopPropagation()}>
        {username}
      </Link>
    ),
  },
  { title: 'Name', key: 'name', render: (_, member) => fullName(member) || '—' },
  { title: 'E-mail', dataIndex: 'email', key: 'email', ellipsis: true, width: '26%' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: string) => <Tag color={memberStatusColour(status)}>{status}</Tag>,
  },
  {
    title: 'Role',
    dataIndex: 'role',
    key: 'role',
    render: (role: string) => <Tag color={roleColour(role)}>{role}</Tag>,
  },
  {
    title: 'Joined',
    dataIndex: 'created_at',
    key: 'created_at',
    render: (at: string) => formatDay(at, '—'),
    responsive: ['lg'],
  },
  {
    title: 'Last login',
    dataIndex: 'last_login_at',
    key: 'last_login_at',
    render: (at: string | null) => formatWhen(at, '—'),
    responsive: ['lg'],
  },
];

export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromParams(params);
  const members = useAdminMembers(filters);
  const show = (next: MemberFilters) => setParams(paramsFromFilters(next));

  return (
    <div className="admin-members">
      <Typography.Title level={1} className="admin-page-title">
        Members
      </Typography.Title>
      <Space wrap className="admin-members__filters" size="middle">
        <Input.Search
          key={filters.search}
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          defaultValue={filters.search}
          allowClear
          enterButton="Search"
          onSearch={(search) => show(withFilter(filters, { search }))}
          className="admin-members__search"
        />
        <Select<MemberStatusFilter | undefined>
          aria-label={text.statusFilterLabel}
          placeholder="Any status"
          allowClear
          value={filters.status ?? undefined}
          onChange={(status) => show(withFilter(filters, { status: status ?? null }))}
          options={MEMBER_STATUSES.map((status) => ({ value: status, label: status }))}
          className="admin-members__status"
        />
      </Space>
      {members.isError ? (
        <ErrorState
          error={members.error}
          onRetry={() => void members.refetch()}
          what="the members"
        />
      ) : (
        <Table<AdminMemberRow>
          rowKey="id"
          columns={columns}
          dataSource={members.data?.members ?? []}
          loading={members.isFetching}
          // Fixed columns that share the width (a long e-mail is cut with an ellipsis); below
          // about 960 px the table scrolls inside itself, never the page.
          tableLayout="fixed"
          scroll={{ x: 960 }}
          locale={{ emptyText: <Empty description={text.noMembers} /> }}
          onRow={(member) => ({
            onClick: () => navigate(`/admin/members/${member.id}`),
            className: 'admin-members__row',
          })}
          pagination={{
            current: members.data?.page ?? filters.page,
            pageSize: ADMIN_MEMBERS_PAGE_SIZE,
            total: members.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total} member${total === 1 ? '' : 's'}`,
            onChange: (page) => show({ ...filters, page }),
          }}
        />
      )}
    </div>
  );
}
