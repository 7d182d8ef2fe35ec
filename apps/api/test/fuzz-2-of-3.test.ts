import { describeFuzzShard } from './fuzz/fuzz-suite.js';

describeFuzzShard(2, 3);
