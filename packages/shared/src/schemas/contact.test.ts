import { describe, expect, it } from 'vitest';
import { messages, withBrand } from '../messages.ts';
import { fieldError, toFieldErrors } from '../validation.ts';
import { contactMessageSchema } from './contact.ts';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  enquiry: 'Plans',
  message: 'Hello',
  captcha: 'payload',
};

describe('contact form rules (docs/content.md, Validation)', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Ada  ' });
    expect(parsed).toMatchObject({ name: 'Ada', report_issue: false });
  });

  it('gives each field its spec message', () => {
    const result = contactMessageSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!).fields).toEqual({
      name: messages.contactNameRequired,
      email: messages.contactEmailRequired,
      enquiry: messages.contactEnquiryRequired,
      message: messages.contactMessageRequired,
      captcha: messages.captchaRequired,
    });
  });

  it('checks the e-mail format only once one is typed', () => {
    expect(fieldError(contactMessageSchema, { ...valid, email: '' }, 'email')).toBe(
      messages.contactEmailRequired,
    );
    expect(fieldError(contactMessageSchema, { ...valid, email: 'ada@' }, 'email')).toBe(
      messages.emailInvalid,
    );
    expect(fieldError(contactMessageSchema, valid, 'email')).toBeUndefined();
  });

  it('asks for the issue type as soon as the box is ticked, with every other field still empty', () => {
    // The web form asks one field at a time: the cross-field rule must not wait for the rest.
    expect(fieldError(contactMessageSchema, { report_issue: true }, 'issue_type')).toBe(
      messages.contactIssueTypeRequired,
    );
    expect(fieldError(contactMessageSchema, { report_issue: false }, 'issue_type')).toBeUndefined();
  });

  it('requires an issue type only when reporting an issue', () => {
    expect(fieldError(contactMessageSchema, { ...valid, report_issue: true }, 'issue_type')).toBe(
      messages.contactIssueTypeRequired,
    );
    expect(
      fieldError(
        contactMessageSchema,
        { ...valid, report_issue: true, issue_type: 'bogus' },
        'issue_type',
      ),
    ).toBe(messages.contactIssueTypeRequired);
    expect(
      contactMessageSchema.safeParse({ ...valid, report_issue: true, issue_type: 'error' }).success,
    ).toBe(true);
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
  });
});

describe('withBrand', () => {
  it("puts the configured brand where the spec says 'the product'", () => {
    expect(withBrand(messages.somethingWentWrong, 'OSCE Studio')).toBe(
      'Sorry, something went wrong. Please contact OSCE Studio directly.',
    );
  });
});
