import { describe, expect, it } from 'vitest';
import { storySchedule } from '../../fixtures/part-two-fixtures';
import { eventTextIn, scheduleDays } from './schedule-days';

describe('the schedule screen groups and names events', () => {
  it('groups by day in time order', () => {
    const shuffled = [storySchedule[2]!, storySchedule[1]!, storySchedule[0]!];
    expect(scheduleDays(shuffled).map(({ day, events }) => [day, events.map((event) => event.id)])).toEqual([
      ['2027-06-12', ['event-ceremony', 'event-dinner']],
      ['2027-06-13', ['event-brunch']],
    ]);
  });

  it('shows the language written in, else what guests of that language read', () => {
    const [ceremony, dinner] = storySchedule;
    expect(eventTextIn(ceremony!, 'en', 'de')).toEqual({
      title: 'Ceremony',
      description: 'The church ceremony.',
      fallback: false,
    });
    expect(eventTextIn(dinner!, 'en', 'de')).toEqual({
      title: 'Abendessen',
      description: null,
      fallback: true,
    });
  });
});
