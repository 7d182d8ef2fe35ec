import * as SeatingStories from '../../src/screens/seating/SeatingView.stories';
import { describeStoryScreenshots } from './story-screenshots';

/**
 * Visual regression of the seating screen in light and dark: the plan with every kind of warning, the phone's list
 * mode at 360 px, the plan without tables, and loading.
 */
describeStoryScreenshots('seating plan', {
  seating: [SeatingStories, ['PlanWithWarnings', 'PhoneList', 'NoTables', 'Loading']],
});
