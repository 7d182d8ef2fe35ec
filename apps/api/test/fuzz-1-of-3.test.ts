import { describeFuzzShard } from './fuzz/fuzz-suite.js';

describeFuzzShard(1, 3);
