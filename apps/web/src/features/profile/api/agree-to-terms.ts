// POST /api/user/update_terms_and_conditions {terms: id}: the member agrees to the current terms;
// a toast says so and the stored flag goes, and with it the banner and the consent panel (see
// docs/accounts.md, 'Rules'). The success steps live here, not in mutate()'s callbacks: clearing the flag unmounts
// the panel that asked, and TanStack Query skips a mutate() callback of an unmounted component.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, MessageAnswer } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { setUpdateTerms } from '../../../stores/app-store';

export function agreeToTerms(termsId: number): Promise<MessageAnswer> {
  return apiPost<MessageAnswer>('/user/update_terms_and_conditions', { terms: termsId });
}

/** `onAgreed` runs before the panel goes (the page moves the focus away from its checkbox). */
export function useAgreeToTerms(onAgreed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreeToTerms,
    onSuccess: (answer) => {
      showToast('success', answer.message || messages.termsAgreed);
      onAgreed();
      setUpdateTerms(false);
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, update_terms: false } : user,
      );
    },
  });
}
