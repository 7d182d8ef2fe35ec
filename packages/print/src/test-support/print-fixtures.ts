import type { PrintHousehold } from '../print-household';
import type { PrintWedding } from '../print-wedding';

export const WEDDING: PrintWedding = {
  partner1: 'Anna',
  partner2: 'Ben',
  weddingDate: '2027-06-12',
  rsvpDeadline: '2027-05-01',
  venue: 'Schloss Elmau, Krün',
  siteAddress: 'https://hochzeit.example.com/de/w/anna-und-ben',
  accessCode: 'ELMAU27',
  customization: null,
};

/** A personal link as long as the API's (its token 43 characters), so that the QR codes have a realistic size. */
export function personalLink(index: number): string {
  const token = `${String(index).padStart(4, '0')}Kq7Xv9Lm2Rt8Wz3Np6Yb4Hs1Dc5Fg0Jx_aE-uT`;
  return `https://hochzeit.example.com/de/w/anna-und-ben/i/${token}`;
}

/** `count` households named by `names(index)`, each with its own personal link. */
export function households(count: number, names: (index: number) => string[]): PrintHousehold[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `household-${index}`,
    names: names(index),
    link: personalLink(index),
  }));
}
