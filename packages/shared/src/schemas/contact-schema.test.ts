import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { fieldError } from '../validation.ts';
import { contactMessageSchema } from './contact.ts';

// The web form asks for one field's error while the others are still empty: the cross-field rule
// must not wait for the rest of the form to be valid.
describe('contact schema, asked field by field as the form does', () => {
  it('asks for the issue type as soon as the box is ticked, with every other field empty', () => {
    expect(fieldError(contactMessageSchema, { report_issue: true }, 'issue_type')).toBe(
      messages.contactIssueTypeRequired,
    );
    expect(fieldError(contactMessageSchema, { report_issue: false }, 'issue_type')).toBeUndefined();
  });
});
