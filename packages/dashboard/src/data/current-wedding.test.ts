import { describe, expect, it } from 'vitest';
import { weddingSummary } from '../fixtures/dashboard-fixtures';
import { currentWeddingOf } from './current-wedding';

const older = { ...weddingSummary, id: 'older', slug: 'older' };

describe('currentWeddingOf', () => {
  it('is the wedding chosen last on this device, else the newest, else none', () => {
    expect(currentWeddingOf([weddingSummary, older], 'older')?.id).toBe('older');
    expect(currentWeddingOf([weddingSummary, older], 'gone')?.id).toBe(weddingSummary.id);
    expect(currentWeddingOf([weddingSummary, older], null)?.id).toBe(weddingSummary.id);
    expect(currentWeddingOf([], null)).toBeNull();
  });
});
