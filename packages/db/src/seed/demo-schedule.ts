import type { Prisma } from '../generated/prisma/client';
import { dayOf } from './wedding-date';

type ScheduleSeed = Omit<Prisma.ScheduleEventCreateManyInput, 'weddingId'>;

interface EventTemplate {
  dayOffset: number;
  time: string;
  endTime: string | null;
  title: string;
  description: string;
  en: { title: string; description: string };
  location: string;
  type: string;
  required: boolean;
}

const EVENTS: EventTemplate[] = [
  {
    dayOffset: 0,
    time: '13:30',
    endTime: '14:00',
    title: 'Ankunft der Gäste',
    description: 'Platz nehmen und ankommen.',
    en: { title: 'Guests arrive', description: 'Find your seat and settle in.' },
    location: 'St.-Marien-Kirche',
    type: 'arrival',
    required: true,
  },
  {
    dayOffset: 0,
    time: '14:00',
    endTime: '15:00',
    title: 'Trauung',
    description: 'Die kirchliche Trauung.',
    en: { title: 'Ceremony', description: 'The church ceremony.' },
    location: 'St.-Marien-Kirche',
    type: 'ceremony',
    required: true,
  },
  {
    dayOffset: 0,
    time: '16:00',
    endTime: '18:00',
    title: 'Sektempfang',
    description: 'Sekt, Kuchen und Fotos im Rosengarten.',
    en: { title: 'Champagne reception', description: 'Bubbles, cake and photos in the rose garden.' },
    location: 'Gut Lindenhof',
    type: 'reception',
    required: false,
  },
  {
    dayOffset: 0,
    time: '18:30',
    endTime: '21:00',
    title: 'Abendessen',
    description: 'Drei Gänge mit Reden und Überraschungen.',
    en: { title: 'Dinner', description: 'Three courses with speeches and surprises.' },
    location: 'Gut Lindenhof',
    type: 'dinner',
    required: true,
  },
  {
    dayOffset: 0,
    time: '21:00',
    endTime: null,
    title: 'Party',
    description: 'Eröffnungstanz, dann gehört die Tanzfläche euch.',
    en: { title: 'Party', description: 'First dance, then the dance floor is yours.' },
    location: 'Scheune am See',
    type: 'party',
    required: false,
  },
  {
    dayOffset: 1,
    time: '11:00',
    endTime: '14:00',
    title: 'Katerfrühstück',
    description: 'Entspannter Brunch für alle, die noch da sind.',
    en: { title: 'Farewell brunch', description: 'A relaxed brunch for everyone still around.' },
    location: 'Gut Lindenhof',
    type: 'brunch',
    required: false,
  },
];

/** A two-day schedule: the wedding day and the brunch the day after. */
export function demoSchedule(weddingDate: Date): ScheduleSeed[] {
  return EVENTS.map((event, index) => ({
    day: dayOf(weddingDate, event.dayOffset),
    time: event.time,
    endTime: event.endTime,
    title: event.title,
    description: event.description,
    translations: { en: event.en },
    location: event.location,
    type: event.type,
    required: event.required,
    sortOrder: index,
  }));
}
