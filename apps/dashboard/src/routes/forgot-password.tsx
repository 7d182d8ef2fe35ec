import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@wedding/dashboard';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});
