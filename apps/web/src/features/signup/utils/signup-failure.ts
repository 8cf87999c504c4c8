// What a refused sign-up call shows (docs/accounts.md, 'Messages'): the server's field texts under the fields and
// its other texts above the form, with the spec's fallbacks when the server could not say more.
import { messages, withBrand } from '@osce/shared/messages';
import type { SignupPath } from './signup-options';

/** The parts of an ApiError this reads. */
export interface FailedCall {
  status: number;
  message: string;
  errors: string[];
  fields: Record<string, string>;
}

export interface FailureTexts {
  /** Texts by form field. */
  fields: Record<string, string>;
  /** Texts for the list above the form. */
  errors: string[];
}

/** The server names a few fields differently from the form. */
const FORM_FIELD: Record<string, string> = { terms_checked: 'terms_and_conditions' };

/** A failure the server did not explain: it broke, or it could not be reached. */
function unexplained(error: FailedCall): boolean {
  return error.status === 0 || error.status >= 500;
}

export function signupFailureTexts(
  path: SignupPath | 'validation',
  error: FailedCall,
  context: { brand: string; paypalReference?: string },
): FailureTexts {
  if (unexplained(error)) {
    // Money may have moved at PayPal: the reference is what support needs to find it.
    if (path === 'paypal' && context.paypalReference) {
      const text = withBrand(messages.paypalSignupFailed, context.brand);
      return { fields: {}, errors: [text.replace('{reference}', context.paypalReference)] };
    }
    if (path === 'trial' || path === 'free') {
      return { fields: {}, errors: [withBrand(messages.somethingWentWrong, context.brand)] };
    }
  }
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(error.fields)) fields[FORM_FIELD[name] ?? name] = text;
  const errors = error.errors.length > 0 ? error.errors : [error.message];
  return { fields, errors };
}
