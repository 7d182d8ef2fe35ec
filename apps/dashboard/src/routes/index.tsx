import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '@wedding/dashboard';

export const Route = createFileRoute('/')({ component: LandingScreen });
