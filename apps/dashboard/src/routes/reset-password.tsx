import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@wedding/dashboard';

/** The emailed reset link (`/reset-password#<token>`): the token stays in the fragment, which no server sees. */
export const Route = createFileRoute('/reset-password')({
  component: function ResetPassword() {
    return <ResetPasswordScreen />;
  },
});
