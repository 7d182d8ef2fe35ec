import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, isApiError } from '@wedding/api-client';
import type { WeddingSummary } from '@wedding/core';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { usePreferences } from '../../app/preferences-context';
import { rememberWeddingId } from '../../data/current-wedding';
import { queryKeys } from '../../data/query-keys';
import { useSlugAvailability } from '../../data/use-slug-availability';
import { useDashboardText } from '../../i18n/dashboard-text';
import { AuthFrame } from '../auth/AuthFrame';
import { OnboardingView } from './OnboardingView';
import { useOnboardingState } from './use-onboarding-state';

/** '/dashboard/onboarding': creates the couple's wedding and lands on its overview. */
export function OnboardingScreen({ today = new Date() }: { today?: Date }) {
  const text = useDashboardText('onboarding');
  const api = useApi();
  const queryClient = useQueryClient();
  const { locale, setLocale } = usePreferences();
  const { navigate } = useNavigation();
  const state = useOnboardingState({ today, locale });
  const availability = useSlugAvailability(state.step === 2 ? state.slug : '');
  const create = useMutation({
    mutationFn: () => api.weddings.create(state.payload()),
    onSuccess: ({ wedding }) => {
      rememberWeddingId(wedding.id);
      // The new wedding is known from the answer: the shell's guard finds it without asking again.
      queryClient.setQueryData<WeddingSummary[]>(queryKeys.weddings, (weddings = []) => [
        wedding,
        ...weddings,
      ]);
      navigate('/dashboard/wedding', { replace: true });
    },
    onError: (error) => {
      // Taken between the check and the click: the check is asked again and the field says so.
      if (isApiError(error) && error.code === 'slugTaken') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.slugCheck(state.slug) });
      }
    },
  });
  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('title')} wide>
      <OnboardingView
        state={state}
        slugAvailability={availability}
        origin={typeof location === 'undefined' ? '' : location.origin}
        creating={create.isPending}
        errorKey={create.error ? errorMessageKey(create.error) : null}
        onFinish={() => create.mutate()}
      />
    </AuthFrame>
  );
}
