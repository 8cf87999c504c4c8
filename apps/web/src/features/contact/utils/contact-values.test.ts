import { describe, expect, it } from 'vitest';
import { toContactInput } from './contact-values';

describe('toContactInput', () => {
  it('sends the issue type only when reporting an issue', () => {
    expect(toContactInput({ report_issue: false, issue_type: 'error' })).not.toHaveProperty(
      'issue_type',
    );
    expect(toContactInput({ report_issue: true, issue_type: 'error' }).issue_type).toBe('error');
  });

  it('turns missing values into empty strings the schema reports as required', () => {
    expect(toContactInput({})).toEqual({
      name: '',
      email: '',
      enquiry: '',
      message: '',
      report_issue: false,
      captcha: '',
    });
  });
});
