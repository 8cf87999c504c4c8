// /admin/security (docs/admin.md, 'Second factor'): the staff member's own two-step sign-in. Off:
// set it up (QR code, first code, ten recovery codes shown once). On: when, how many recovery
// codes are left, and turning it off with a current code (not when ADMIN_TOTP=required).
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { messages } from '@osce/shared/messages';
import type { TotpEnrolment } from '@osce/shared/schemas/admin-security';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { isApiError } from '../../../../lib/api-client';
import { useConfirmTotp, useDisableTotp, useSecurityStatus, useStartTotp } from '../api/security';
import { RecoveryCodes } from '../../../../components/second-factor/recovery-codes';
import TotpQr from '../../../../components/second-factor/totp-qr';

const errorText = (error: unknown) => (isApiError(error) ? error.message : messages.serverError);

function CodeForm({
  id,
  button,
  pending,
  error,
  onSubmit,
  danger = false,
}: {
  id: string;
  button: string;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  danger?: boolean;
}) {
  const [code, setCode] = useState('');
  return (
    <Form
      layout="vertical"
      onFinish={() => onSubmit(code.trim())}
      className="security-code-form"
      requiredMark={false}
    >
      <Form.Item
        label={messages.secondFactorCodeLabel}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error ? errorText(error) : undefined}
      >
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={40}
          style={{ maxWidth: 220 }}
        />
      </Form.Item>
      <Button
        type="primary"
        danger={danger}
        htmlType="submit"
        loading={pending}
        disabled={!code.trim()}
      >
        {button}
      </Button>
    </Form>
  );
}

export function SecuritySection() {
  const status = useSecurityStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <LoadingState label="sign-in security" />;
  if (status.isError) {
    return (
      <ErrorState
        error={status.error}
        onRetry={() => void status.refetch()}
        what="sign-in security"
      />
    );
  }
  const s = status.data;

  return (
    <div className="admin-security">
      <Typography.Title level={2}>{messages.secondFactorTitle}</Typography.Title>
      {codes ? (
        <Card>
          <Alert type="success" showIcon message={messages.secondFactorEnabled} />
          <RecoveryCodes codes={codes} />
          <Button onClick={() => setCodes(null)}>Done</Button>
        </Card>
      ) : s.enrolled ? (
        <Card>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Status">On</Descriptions.Item>
            <Descriptions.Item label="Turned on">
              {s.enrolled_at ? new Date(s.enrolled_at).toLocaleString('en-GB') : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Recovery codes left">
              {s.recovery_codes_left}
            </Descriptions.Item>
          </Descriptions>
          {s.required ? (
            <Alert
              className="admin-security__note"
              type="info"
              message={messages.secondFactorCannotDisable}
            />
          ) : (
            <div className="admin-security__disable">
              <Typography.Title level={3}>Turn off</Typography.Title>
              <CodeForm
                id="security-disable-code"
                button="Turn off two-step sign-in"
                danger
                pending={disable.isPending}
                error={disable.error}
                onSubmit={(code) => disable.mutate(code)}
              />
            </div>
          )}
        </Card>
      ) : enrolment ? (
        <Card>
          <Space direction="vertical" size="middle">
            <Typography.Paragraph>
              Scan the QR code with an authenticator app (Google Authenticator, Microsoft
              Authenticator, 1Password...), then enter the 6-digit code it shows.
            </Typography.Paragraph>
            <TotpQr uri={enrolment.otpauth_uri} secret={enrolment.secret} />
            <CodeForm
              id="security-confirm-code"
              button={messages.secondFactorVerifyButton}
              pending={confirm.isPending}
              error={confirm.error}
              onSubmit={(code) =>
                confirm.mutate(code, {
                  onSuccess: (answer) => {
                    setEnrolment(null);
                    setCodes(answer.recovery_codes);
                  },
                })
              }
            />
          </Space>
        </Card>
      ) : (
        <Card>
          <Typography.Paragraph>
            Two-step sign-in is off. With it on, logging in also asks for a code from an
            authenticator app on your phone.
          </Typography.Paragraph>
          {s.required ? <Alert type="warning" message={messages.secondFactorEnrolNeeded} /> : null}
          {start.error ? <Alert type="error" message={errorText(start.error)} /> : null}
          <Button
            type="primary"
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            Set up two-step sign-in
          </Button>
        </Card>
      )}
    </div>
  );
}
