import { CenteredFrame, useNavigation } from '@wedding/dashboard';
import { ErrorScreen } from '@wedding/ui';

/** A signed-in person without a staff role at /admin: access denied, with the way to their own dashboard. */
export function NotAllowedScreen() {
  const { navigate } = useNavigation();
  return (
    <CenteredFrame>
      <main>
        <ErrorScreen
          type="access_denied"
          onAuthenticate={() => navigate('/login?redirect=%2Fadmin')}
          onGoHome={() => navigate('/dashboard')}
        />
      </main>
    </CenteredFrame>
  );
}
