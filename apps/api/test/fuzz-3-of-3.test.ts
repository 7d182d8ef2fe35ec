import { describeFuzzShard } from './fuzz/fuzz-suite.js';

describeFuzzShard(3, 3);
