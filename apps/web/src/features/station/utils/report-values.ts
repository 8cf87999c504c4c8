// The report-an-issue form's values and their payload for POST /message/user-contact: an issue
// report about one station, its enquiry line written for the member.
import type { ContactIssueType } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import type { UserContactInput } from '@osce/shared/schemas/user-contact';

export interface ReportValues {
  issue_type: ContactIssueType | undefined;
  message: string;
  captcha: string | undefined;
}

export const INITIAL_REPORT_VALUES: ReportValues = {
  issue_type: undefined,
  message: '',
  captcha: undefined,
};

export const REPORT_FIELDS = ['issue_type', 'message', 'captcha'] as const;

export function toReportInput(
  values: ReportValues,
  station: { id: number; number: number },
): UserContactInput {
  return {
    enquiry: messages.reportIssueEnquiry.replace('{number}', String(station.number)),
    message: values.message,
    report_issue: true,
    ...(values.issue_type ? { issue_type: values.issue_type } : {}),
    station_id: station.id,
    captcha: values.captcha ?? '',
  };
}
