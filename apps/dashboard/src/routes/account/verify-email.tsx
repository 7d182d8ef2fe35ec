import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '@wedding/dashboard';

/**
 * The emailed verification link (`/account/verify-email#<token>`), signed in or not: outside the account frame,
 * which would send a visitor to the login first (the link may open on a phone that never signed in).
 */
export const Route = createFileRoute('/account/verify-email')({
  component: function VerifyEmail() {
    return <VerifyEmailScreen />;
  },
});
