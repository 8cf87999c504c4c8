// The contact form (spec section 5, "Contact form"): one schema for the form and the server.
import { z } from 'zod';
import { CONTACT_ISSUE_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

export const contactMessageSchema = z
  .object({
    name: requiredText(messages.contactNameRequired, 120),
    email: z
      .string({ error: messages.contactEmailRequired })
      .trim()
      .min(1, { error: messages.contactEmailRequired })
      .max(254)
      .pipe(z.email({ error: messages.emailInvalid })),
    enquiry: requiredText(messages.contactEnquiryRequired, 200),
    message: requiredText(messages.contactMessageRequired, 5000),
    report_issue: z.boolean().optional().default(false),
    issue_type: z
      .enum(CONTACT_ISSUE_TYPES, { error: messages.contactIssueTypeRequired })
      .optional(),
    station_id: z.number().int().positive().optional(),
    captcha: z
      .string({ error: messages.captchaRequired })
      .min(1, { error: messages.captchaRequired })
      .max(4000),
  })
  .superRefine(
    (value, ctx) => {
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
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'report_issue' || issue.path?.[0] === 'issue_type',
        ),
    },
  );

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
