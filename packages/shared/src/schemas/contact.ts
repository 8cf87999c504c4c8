// The contact form (docs/content.md, 'Validation'): one schema for the form and the server.
import { z } from 'zod';
import { recordId } from './id.ts';
import { CONTACT_ISSUE_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';
import { objectBody, safeText } from './text.ts';

/** The form's fields; the signed-in member's form leaves out name and e-mail (user-contact.ts). */
export const contactShape = {
  name: safeText({ required: messages.contactNameRequired, max: 120 }),
  email: safeText({ required: messages.contactEmailRequired, max: 254 }).pipe(
    z.email({ error: messages.emailInvalid }),
  ),
  enquiry: safeText({ required: messages.contactEnquiryRequired, max: 200 }),
  message: safeText({ required: messages.contactMessageRequired, max: 5000, multiLine: true }),
  report_issue: z.boolean().optional().default(false),
  issue_type: z.enum(CONTACT_ISSUE_TYPES, { error: messages.contactIssueTypeRequired }).optional(),
  station_id: recordId().optional(),
  captcha: safeText({ required: messages.captchaRequired, max: 4000 }),
};

/** An issue report must say what type of issue it is. */
export function requireIssueType<T extends z.ZodObject>(schema: T) {
  return schema.superRefine(
    (value: { report_issue?: boolean; issue_type?: string }, ctx) => {
      if (value.report_issue && !value.issue_type) {
        ctx.addIssue({
          code: 'custom',
          path: ['issue_type'],
          message: messages.contactIssueTypeRequired,
        });
      }
    },
    {
      // Run even when other fields fail, so a form asking for the issue_type error alone gets it;
      // skip only when the two fields this rule reads are themselves invalid.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'report_issue' || issue.path?.[0] === 'issue_type',
        ),
    },
  );
}

const contactFields = requireIssueType(z.object(contactShape));

/** Any body shape is read as an object, so a null or missing body is told what is missing. */
export const contactMessageSchema = objectBody(contactFields);

export type ContactMessageInput = z.input<typeof contactFields>;
export type ContactMessage = z.output<typeof contactFields>;
