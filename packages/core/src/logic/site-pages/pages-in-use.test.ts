import { describe, expect, it } from 'vitest';
import { pagesInUse } from './pages-in-use';

describe('page-use set (docs/requirements.md B4): invite always, plus pages whose flag is true', () => {
  it('contains only invite without flags', () => {
    expect(pagesInUse(undefined)).toEqual(['invite']);
    expect(pagesInUse(null)).toEqual(['invite']);
    expect(pagesInUse({})).toEqual(['invite']);
  });

  it('maps each flag to its page', () => {
    expect(pagesInUse({ showCountdown: true })).toEqual(['invite', 'info']);
    expect(pagesInUse({ showRsvp: true })).toEqual(['invite', 'rsvp']);
    expect(pagesInUse({ showLocation: true })).toEqual(['invite', 'location']);
    expect(pagesInUse({ showSchedule: true })).toEqual(['invite', 'schedule']);
    expect(pagesInUse({ showAccommodation: true })).toEqual(['invite', 'accommodation']);
    expect(pagesInUse({ showGallery: true })).toEqual(['invite', 'gallery']);
  });

  it('lists all pages in site order when every flag is on, and ignores false flags', () => {
    expect(
      pagesInUse({
        showGallery: true,
        showCountdown: true,
        showRsvp: true,
        showLocation: true,
        showSchedule: true,
        showAccommodation: true,
      }),
    ).toEqual(['invite', 'info', 'rsvp', 'location', 'schedule', 'accommodation', 'gallery']);
    expect(pagesInUse({ showRsvp: false, showGallery: false })).toEqual(['invite']);
  });
});
