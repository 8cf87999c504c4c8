// One message in a drawer (docs/admin.md, 'Messages' → 'Screens'): who sent it (the member's page
// when a member did), the station it reports, the text, the last reply, then a reply form and Close.
// A refusal shows in place with the server's words.
import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { inboxMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import { CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import type { AdminMessage } from '@osce/shared/schemas/admin-messages';
import { isApiError } from '../../../../lib/api-client';
import { useCan } from '../../api/admin-me';
import { useMessageAction } from '../api/admin-messages';
import { formatWhen } from '../../../../lib/format-when';
import { kindLabel, statusColour, statusLabel } from '../utils/message-labels';

interface MessageDrawerProps {
  message: AdminMessage | null;
  onChanged: (message: AdminMessage) => void;
  onClose: () => void;
}

export function MessageDrawer({ message, onChanged, onClose }: MessageDrawerProps) {
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      title={message ? message.subject : text.sectionTitle}
      size={640}
      destroyOnHidden
      className="admin-message-drawer"
    >
      {message ? <MessageDetail key={message.id} message={message} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

function MessageDetail({
  message,
  onChanged,
}: {
  message: AdminMessage;
  onChanged: (message: AdminMessage) => void;
}) {
  const [form] = Form.useForm<{ text: string }>();
  const action = useMessageAction(message.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canEditStations = useCan('stations.edit');
  const canSeeMembers = useCan('members.read');

  const run = async (kind: 'reply' | 'close', replyText = '') => {
    setFailure(null);
    setDone(null);
    try {
      const answer = await action.mutateAsync(
        kind === 'reply' ? { kind, text: replyText } : { kind },
      );
      onChanged(answer.message);
      if (kind === 'reply') form.resetFields();
      setDone(kind === 'reply' ? text.replySent : text.closed);
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields.text : undefined;
      if (fieldError) form.setFields([{ name: 'text', errors: [fieldError] }]);
      else setFailure(error instanceof Error ? error.message : messages.serverError);
    }
  };

  const station =
    message.station_number === null ? null : canEditStations ? (
      <Link to={`/admin/stations/${message.station_number}`}>Station {message.station_number}</Link>
    ) : (
      <span>Station {message.station_number}</span>
    );

  return (
    <div className="admin-message">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'kind', label: 'Kind', children: kindLabel(message.kind) },
          {
            key: 'status',
            label: 'Status',
            children: <Tag color={statusColour(message.status)}>{statusLabel(message.status)}</Tag>,
          },
          { key: 'from', label: 'From', children: message.name },
          {
            key: 'email',
            label: 'E-mail',
            children: <a href={`mailto:${message.email}`}>{message.email}</a>,
          },
          {
            key: 'member',
            label: text.memberLink,
            children:
              message.member_id === null ? (
                text.visitor
              ) : canSeeMembers ? (
                <Link to={`/admin/members/${message.member_id}`}>Member #{message.member_id}</Link>
              ) : (
                `Member #${message.member_id}`
              ),
          },
          ...(station ? [{ key: 'station', label: text.stationLink, children: station }] : []),
          ...(message.issue_type
            ? [
                {
                  key: 'issue',
                  label: 'Issue type',
                  children: CONTACT_ISSUE_TYPE_LABELS[message.issue_type],
                },
              ]
            : []),
          { key: 'received', label: 'Received', children: formatWhen(message.created_at) },
          ...(message.closed_at
            ? [{ key: 'closed', label: 'Closed', children: formatWhen(message.closed_at) }]
            : []),
        ]}
      />
      <Typography.Title level={2} className="admin-message__heading">
        Message
      </Typography.Title>
      <Typography.Paragraph className="admin-message__text">{message.message}</Typography.Paragraph>
      {message.reply ? (
        <>
          <Typography.Title level={2} className="admin-message__heading">
            {text.previousReply}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {message.answered_by ?? 'Staff'}
            {message.answered_at ? `, ${formatWhen(message.answered_at)}` : ''}
          </Typography.Paragraph>
          <Typography.Paragraph className="admin-message__text">
            {message.reply}
          </Typography.Paragraph>
        </>
      ) : null}
      {done ? <Alert type="success" showIcon title={done} role="status" /> : null}
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      {message.status === 'closed' ? null : (
        <Form<{ text: string }>
          form={form}
          layout="vertical"
          name={`reply-${message.id}`}
          aria-label={text.replyFormLabel}
          onFinish={(values) => void run('reply', values.text)}
          className="admin-message__form"
        >
          <Form.Item
            name="text"
            label={text.replyLabel}
            rules={[
              { required: true, whitespace: true, message: text.replyRequired },
              { max: 10_000 },
            ]}
          >
            <Input.TextArea rows={6} maxLength={10_000} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={action.isPending}>
              {text.sendReply}
            </Button>
            <Button onClick={() => void run('close')} disabled={action.isPending}>
              {text.close}
            </Button>
          </Space>
        </Form>
      )}
    </div>
  );
}
