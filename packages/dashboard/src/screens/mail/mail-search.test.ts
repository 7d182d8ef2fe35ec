import { describe, expect, it } from 'vitest';
import { chosenHouseholdIds, mailPath, mailSearchSchema } from './mail-search';

describe('mail search', () => {
  it('keeps what it can read and drops the rest', () => {
    expect(mailSearchSchema.parse({ kind: 'saveTheDate', households: 'a1,b2', page: '3' })).toEqual({
      kind: 'saveTheDate',
      households: 'a1,b2',
      page: 3,
    });
    expect(mailSearchSchema.parse({ kind: 'reminder', status: 'lost', page: 0, households: 42 })).toEqual({
      households: '42',
    });
  });

  it('reads the chosen ids without blanks, repeats or foreign text', () => {
    expect(chosenHouseholdIds('a1,,b2,a1,<script>')).toEqual(['a1', 'b2']);
    expect(chosenHouseholdIds(undefined)).toEqual([]);
  });

  it('links to the mail screen with a kind and the chosen households', () => {
    expect(mailPath()).toBe('/dashboard/wedding/mail');
    expect(mailPath({ kind: 'saveTheDate' })).toBe('/dashboard/wedding/mail?kind=saveTheDate');
    expect(mailPath({ households: ['a1', 'b2'] })).toBe('/dashboard/wedding/mail?households=a1%2Cb2');
  });
});
