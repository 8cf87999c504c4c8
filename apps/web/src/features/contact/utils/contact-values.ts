// From the contact form's values to the API payload, and from a 422 answer back onto the fields.
import type { ContactIssueType } from '@osce/shared/constants';
import type { ContactMessageInput } from '@osce/shared/schemas/contact';

export interface ContactFormValues {
  name?: string;
  email?: string;
  enquiry?: string;
  message?: string;
  report_issue?: boolean;
  issue_type?: ContactIssueType;
  captcha?: string;
}

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

export function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/** The payload the schema and the API read: strings trimmed by the schema, issue type only when reporting. */
export function toContactInput(values: ContactFormValues): ContactMessageInput {
  const reportIssue = values.report_issue === true;
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    enquiry: values.enquiry ?? '',
    message: values.message ?? '',
    report_issue: reportIssue,
    ...(reportIssue && values.issue_type ? { issue_type: values.issue_type } : {}),
    captcha: values.captcha ?? '',
  };
}

/** Splits a 422 answer's fields into those the form shows and the rest, shown above the form. */
export function splitServerErrors(
  fields: Record<string, string>,
  errors: string[],
  shownFields: readonly ContactField[],
): { onFields: [ContactField, string][]; other: string[] } {
  const onFields: [ContactField, string][] = [];
  const other: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    if (isContactField(name) && shownFields.includes(name)) onFields.push([name, text]);
    else other.push(text);
  }
  for (const text of errors) {
    if (!onFields.some(([, shown]) => shown === text) && !other.includes(text)) other.push(text);
  }
  return { onFields, other };
}
