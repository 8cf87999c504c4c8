// Starts the sign-up form's calls with the app's own code when a visit starts on one of its pages
// (app/prefetch.ts), instead of once the page's chunk has arrived and rendered.
import type { QueryClient } from '@tanstack/react-query';
import type { CountryCode } from '@osce/shared/countries';
import { countriesQueryOptions } from '../../../api/get-countries';
import { medicalSchoolsQueryOptions } from '../../../api/get-medical-schools';
import { paymentsConfigQueryOptions } from '../../../api/get-payments-config';
import { termsQueryOptions } from '../../../api/get-terms';
import type { SignupVariant } from '../utils/signup-options';
import { promotionQueryOptions } from './get-promotion';
import { signupPlansQueryOptions } from './get-signup-plans';

export function prefetchSignup(
  queryClient: QueryClient,
  variant: SignupVariant,
  country: CountryCode,
  promotion = '',
): void {
  void queryClient.prefetchQuery(countriesQueryOptions());
  void queryClient.prefetchQuery(medicalSchoolsQueryOptions());
  void queryClient.prefetchQuery(termsQueryOptions());
  if (variant !== 'trial') void queryClient.prefetchQuery(paymentsConfigQueryOptions());
  if (variant === 'promotion') {
    void queryClient.prefetchQuery(promotionQueryOptions(promotion, country));
  } else {
    void queryClient.prefetchQuery(
      signupPlansQueryOptions(variant === 'trial' ? 'trial' : 'signup', country),
    );
  }
}
