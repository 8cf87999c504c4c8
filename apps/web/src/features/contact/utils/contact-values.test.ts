import { describe, expect, it } from 'vitest';
import { INITIAL_CONTACT_VALUES, toContactInput } from './contact-values';

describe('toContactInput', () => {
  it('sends the issue type only when reporting an issue', () => {
    const values = { ...INITIAL_CONTACT_VALUES, issue_type: 'error' as const };
    expect(toContactInput({ ...values, report_issue: false })).not.toHaveProperty('issue_type');
    expect(toContactInput({ ...values, report_issue: true }).issue_type).toBe('error');
  });

  it('turns an untouched form into empty strings the schema reports as required', () => {
    expect(toContactInput(INITIAL_CONTACT_VALUES)).toEqual({
      name: '',
      email: '',
      enquiry: '',
      message: '',
      report_issue: false,
      captcha: '',
    });
  });
});
