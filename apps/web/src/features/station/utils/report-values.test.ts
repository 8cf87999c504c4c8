import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { userContactSchema } from '@osce/shared/schemas/user-contact';
import { INITIAL_REPORT_VALUES, toReportInput } from './report-values';

const station = { id: 41, number: 12 };

describe('the report-an-issue payload', () => {
  it('is an issue report about the station, which the shared member contact schema accepts', () => {
    const input = toReportInput(
      { issue_type: 'error', message: 'The model answer is cut off.', captcha: 'solved' },
      station,
    );
    expect(userContactSchema.parse(input)).toMatchObject({
      enquiry: 'Issue with station 12',
      report_issue: true,
      issue_type: 'error',
      station_id: 41,
      message: 'The model answer is cut off.',
    });
  });

  it('is refused with the spec’s texts while the type or the message is missing', () => {
    const result = userContactSchema.safeParse(toReportInput(INITIAL_REPORT_VALUES, station));
    expect(result.success).toBe(false);
    const texts = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(texts).toContain(messages.contactIssueTypeRequired);
    expect(texts).toContain(messages.contactMessageRequired);
    expect(texts).toContain(messages.captchaRequired);
  });
});
