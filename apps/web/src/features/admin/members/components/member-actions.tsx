// The member page's actions (docs/admin.md, 'Members and money' → 'Screens'), each shown only to a
// role that may take it: grant, end sessions, disable or enable, password reset (members.manage);
// role (members.role); export and erase (members.data). Confirmations first; a refusal shows here
// with the server's message; a success is announced by the page, which fetches the member again.
import { useState } from 'react';
import { Alert, Button, Modal, Select, Space } from 'antd';
import { USER_ROLES, type UserRole } from '@osce/shared/admin/roles';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../../lib/with-values';
import { useCan } from '../../api/admin-me';
import { downloadMemberExport, type MemberAction } from '../api/member-actions';
import type { AdminMemberDetail } from '../api/member-types';
import { EraseModal } from './erase-modal';
import { GrantModal } from './grant-modal';

interface MemberActionsProps {
  member: AdminMemberDetail;
  isDisabled: boolean;
  run: (action: MemberAction) => Promise<unknown>;
  notify: (success: string) => void;
}

export function MemberActions({ member, isDisabled, run, notify }: MemberActionsProps) {
  const canManage = useCan('members.manage');
  const canRole = useCan('members.role');
  const canData = useCan('members.data');
  const [modal, modalHolder] = Modal.useModal();
  const [failure, setFailure] = useState<string | null>(null);
  const [granting, setGranting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const name = { username: member.username };

  /** Runs an action; a refusal shows above the buttons instead of closing silently. */
  const attempt = async (action: MemberAction) => {
    setFailure(null);
    try {
      await run(action);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : messages.serverError);
    }
  };

  const confirm = (title: string, content: string, action: MemberAction) => {
    void modal.confirm({
      title,
      content,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => attempt(action),
    });
  };

  const exportData = async () => {
    setFailure(null);
    setExporting(true);
    try {
      await downloadMemberExport(member.id);
      notify(text.exported);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : messages.serverError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label="Actions" className="admin-member__actions">
      {modalHolder}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure}
          closable={{ onClose: () => setFailure(null) }}
          className="admin-member__failure"
        />
      ) : null}
      <Space wrap>
        {canManage ? (
          <>
            <Button type="primary" onClick={() => setGranting(true)}>
              Grant a subscription
            </Button>
            <Button
              onClick={() =>
                confirm('End all sessions', withValues(text.logoutConfirm, name), {
                  kind: 'logout',
                })
              }
            >
              End all sessions
            </Button>
            {isDisabled ? (
              <Button
                onClick={() =>
                  confirm('Enable account', withValues(text.enableConfirm, name), {
                    kind: 'enable',
                  })
                }
              >
                Enable
              </Button>
            ) : (
              <Button
                danger
                onClick={() =>
                  confirm('Disable account', withValues(text.disableConfirm, name), {
                    kind: 'disable',
                  })
                }
              >
                Disable
              </Button>
            )}
            <Button
              onClick={() =>
                confirm('Send password reset', withValues(text.resetConfirm, name), {
                  kind: 'reset-password',
                })
              }
            >
              Send password reset
            </Button>
          </>
        ) : null}
        {canRole ? (
          <span className="admin-member__role">
            <label htmlFor="member-role">Role</label>
            <Select<UserRole>
              id="member-role"
              value={member.role}
              onChange={(role) => void attempt({ kind: 'role', role })}
              options={USER_ROLES.map((role) => ({ value: role, label: role }))}
              className="admin-member__role-select"
            />
          </span>
        ) : null}
        {canRole && member.role !== 'member' ? (
          <Button
            onClick={() =>
              confirm('Clear two-step sign-in', withValues(text.secondFactorResetConfirm, name), {
                kind: 'second-factor-reset',
              })
            }
          >
            Clear two-step sign-in
          </Button>
        ) : null}
        {canData ? (
          <>
            <Button loading={exporting} onClick={() => void exportData()}>
              Export data
            </Button>
            <Button danger onClick={() => setErasing(true)}>
              Erase
            </Button>
          </>
        ) : null}
      </Space>
      <GrantModal
        open={granting}
        onClose={() => setGranting(false)}
        onGrant={(values) => run({ kind: 'grant', ...values })}
      />
      <EraseModal
        open={erasing}
        username={member.username}
        onClose={() => setErasing(false)}
        onErase={(confirmed) => run({ kind: 'erase', confirm: confirmed })}
      />
    </section>
  );
}
