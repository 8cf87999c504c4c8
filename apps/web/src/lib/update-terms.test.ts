import { describe, expect, it } from 'vitest';
import { readUpdateTerms } from './update-terms';

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('readUpdateTerms', () => {
  it('reads the X-Update-Terms header, whatever its case, on any answer', () => {
    expect(readUpdateTerms(headers({ 'X-Update-Terms': 'true' }), null)).toBe(true);
    expect(readUpdateTerms(headers({ 'x-update-terms': 'TRUE' }), [1, 2])).toBe(true);
  });

  it('reads update_terms from a JSON object body', () => {
    expect(readUpdateTerms(headers(), { success: true, update_terms: true })).toBe(true);
    expect(readUpdateTerms(headers(), { id: 1, update_terms: false })).toBe(false);
  });

  it('says nothing when the answer says nothing (or something that is not a boolean)', () => {
    expect(readUpdateTerms(headers(), { success: true })).toBeNull();
    expect(readUpdateTerms(headers(), { update_terms: 'true' })).toBeNull();
    expect(readUpdateTerms(headers(), [{ update_terms: true }])).toBeNull();
    expect(readUpdateTerms(headers(), null)).toBeNull();
    expect(readUpdateTerms(headers({ 'X-Update-Terms': 'false' }), null)).toBeNull();
  });

  it('lets the header win over a body that says false', () => {
    expect(readUpdateTerms(headers({ 'X-Update-Terms': 'true' }), { update_terms: false })).toBe(
      true,
    );
  });
});
