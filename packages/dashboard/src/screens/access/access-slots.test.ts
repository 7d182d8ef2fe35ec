import { describe, expect, it } from 'vitest';
import { accessPlaces } from './access-slots';

describe('accessPlaces: the invite bar and the places after the members (docs/requirements.md A2 and A6)', () => {
  it('one member on the standard plan: invite; the second place is free, the third locked', () => {
    expect(accessPlaces(1, 0, false)).toEqual({
      taken: 1,
      barAction: 'invite',
      places: [
        { kind: 'available', index: 1 },
        { kind: 'locked', index: 2 },
      ],
    });
  });

  it('two members on the standard plan: the bar offers the upgrade, the third place stays locked', () => {
    expect(accessPlaces(2, 0, false)).toMatchObject({ barAction: 'upgrade', places: [{ kind: 'locked' }] });
  });

  it('on premium the third place is free; at 3 of 3 nothing more is offered', () => {
    expect(accessPlaces(2, 0, true)).toMatchObject({ barAction: 'invite', places: [{ kind: 'available' }] });
    expect(accessPlaces(3, 0, true)).toEqual({ taken: 3, barAction: 'none', places: [] });
    expect(accessPlaces(3, 0, false).barAction).toBe('upgrade');
  });

  it('an open invitation holds its place', () => {
    expect(accessPlaces(1, 1, false)).toEqual({
      taken: 2,
      barAction: 'upgrade',
      places: [
        { kind: 'invitation', index: 1 },
        { kind: 'locked', index: 2 },
      ],
    });
    expect(accessPlaces(1, 2, true).places.map((place) => place.kind)).toEqual(['invitation', 'invitation']);
  });
});
