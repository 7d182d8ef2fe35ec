import { describeGuestSite } from './guest-site-suite';

describeGuestSite('pglite', 'demoWedding');
