// From the contact form's values to the API payload the shared schema and the server read.
import type { ContactIssueType } from '@osce/shared/constants';
import type { ContactMessageInput } from '@osce/shared/schemas/contact';

export interface ContactFormValues {
  name: string;
  email: string;
  enquiry: string;
  message: string;
  report_issue: boolean;
  issue_type: ContactIssueType | undefined;
  captcha: string | undefined;
}

export const INITIAL_CONTACT_VALUES: ContactFormValues = {
  name: '',
  email: '',
  enquiry: '',
  message: '',
  report_issue: false,
  issue_type: undefined,
  captcha: undefined,
};

export const CONTACT_FIELDS = [
  'name',
  'email',
  'enquiry',
  'message',
  'report_issue',
  'issue_type',
  'captcha',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The payload the schema and the API read: strings trimmed by the schema, issue type only when reporting. */
export function toContactInput(values: ContactFormValues): ContactMessageInput {
  const reportIssue = values.report_issue;
  return {
    name: values.name,
    email: values.email,
    enquiry: values.enquiry,
    message: values.message,
    report_issue: reportIssue,
    ...(reportIssue && values.issue_type ? { issue_type: values.issue_type } : {}),
    captcha: values.captcha ?? '',
  };
}
