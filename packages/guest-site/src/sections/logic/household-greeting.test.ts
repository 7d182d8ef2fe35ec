import { describe, expect, it } from 'vitest';
import { householdGreeting } from './household-greeting';

describe('householdGreeting: a household admitted by its personal link, welcomed by name', () => {
  it("lists the names the way the guest's language does", () => {
    const household = { names: ['Ada', 'Byron', 'Ralph'] };
    expect(householdGreeting(household, 'en')).toBe('Welcome, Ada, Byron, and Ralph!');
    expect(householdGreeting(household, 'de')).toBe('Willkommen, Ada, Byron und Ralph!');
    expect(householdGreeting(household, 'pl')).toBe('Witajcie, Ada, Byron i Ralph!');
    expect(householdGreeting(household, 'tr')).toBe('Hoş geldiniz, Ada, Byron ve Ralph!');
    expect(householdGreeting(household, 'es')).toBe('¡Os damos la bienvenida, Ada, Byron y Ralph!');
    expect(householdGreeting(household, 'hi')).toBe('Ada, Byron, और Ralph, आप सबका स्वागत है!');
  });

  it('greets two by "and", one in the singular', () => {
    expect(householdGreeting({ names: ['Ada', 'Byron'] }, 'en')).toBe('Welcome, Ada and Byron!');
    expect(householdGreeting({ names: ['Ada'] }, 'pl')).toBe('Witaj, Ada!');
    expect(householdGreeting({ names: ['Ada'] }, 'tr')).toBe('Hoş geldin, Ada!');
  });

  it('leaves out blank names and greets nobody without a name', () => {
    expect(householdGreeting({ names: [' Ada ', ''] }, 'de')).toBe('Willkommen, Ada!');
    expect(householdGreeting({ names: [] }, 'de')).toBeNull();
    expect(householdGreeting(null, 'de')).toBeNull();
    expect(householdGreeting(undefined, 'de')).toBeNull();
  });
});
