import * as OverviewStories from '../../src/screens/overview/OverviewView.stories';
import { describeStoryScreenshots } from './story-screenshots';

/**
 * Visual regression of the couple's overview in light and dark: an active site without schedule events (no
 * per-event card), the per-event card with meals, a wedding just started, and the phone at 360 px. The stat cards
 * count up over 1.5 s, so the screenshots are taken with reduced motion.
 */
describeStoryScreenshots(
  'overview',
  { overview: [OverviewStories, ['Active', 'PerEvent', 'JustStarted', 'Phone']] },
  { reducedMotion: true },
);
