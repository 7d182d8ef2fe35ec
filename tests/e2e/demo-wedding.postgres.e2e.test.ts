import { describeGuestSite } from './guest-site-suite';

describeGuestSite('postgres', 'demoWedding');
