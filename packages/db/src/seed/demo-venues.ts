import type { Prisma } from '../generated/prisma/client';

type LocationSeed = Omit<Prisma.LocationCreateManyInput, 'weddingId'>;
type AccommodationSeed = Omit<Prisma.AccommodationCreateManyInput, 'weddingId'>;

function mapsUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** One location of each of the four types (docs/requirements.md A3), plus a second accommodation. */
export const DEMO_LOCATIONS: LocationSeed[] = [
  {
    type: 'ceremony',
    name: 'St.-Marien-Kirche',
    address: 'Karl-Liebknecht-Straße 8',
    postalCode: '10178',
    city: 'Berlin',
    country: 'Deutschland',
    description: 'Die älteste noch genutzte Kirche Berlins, mitten im Zentrum.',
    parkingInfo: 'Parkhaus Alexanderplatz, 3 Minuten zu Fuß.',
    googleMapsUrl: mapsUrl('St. Marienkirche Karl-Liebknecht-Straße 8 Berlin'),
  },
  {
    type: 'reception',
    name: 'Gut Lindenhof',
    address: 'Lindenallee 12',
    postalCode: '14476',
    city: 'Potsdam',
    country: 'Deutschland',
    description: 'Sektempfang im Rosengarten, danach Abendessen in der Scheune.',
    parkingInfo: 'Kostenlose Parkplätze direkt am Gut.',
    googleMapsUrl: mapsUrl('Lindenallee 12 14476 Potsdam'),
  },
  {
    type: 'party',
    name: 'Scheune am See',
    address: 'Seeweg 3',
    postalCode: '14476',
    city: 'Potsdam',
    country: 'Deutschland',
    description: 'Tanz und Mitternachtssnack bis in die frühen Morgenstunden.',
    parkingInfo: 'Über den Parkplatz des Guts erreichbar.',
    googleMapsUrl: mapsUrl('Seeweg 3 14476 Potsdam'),
  },
  {
    type: 'accommodation',
    name: 'Hotel am Schlosspark',
    address: 'Allee nach Sanssouci 1',
    postalCode: '14471',
    city: 'Potsdam',
    country: 'Deutschland',
    description: 'Zimmerkontingent unter dem Stichwort „Anna & Ben“ bis sechs Wochen vor der Hochzeit.',
    parkingInfo: 'Hotelgarage, 12 € pro Nacht.',
    googleMapsUrl: mapsUrl('Allee nach Sanssouci 1 14471 Potsdam'),
  },
  {
    type: 'accommodation',
    name: 'Pension Lindenblick',
    address: 'Dorfstraße 21',
    postalCode: '14476',
    city: 'Potsdam',
    country: 'Deutschland',
    description: 'Familiäre Pension, 5 Minuten zu Fuß zum Gut.',
    parkingInfo: null,
    googleMapsUrl: mapsUrl('Dorfstraße 21 14476 Potsdam'),
  },
];

export const DEMO_ACCOMMODATIONS: AccommodationSeed[] = [
  {
    type: 'hotel',
    name: 'Hotel am Schlosspark',
    address: 'Allee nach Sanssouci 1, 14471 Potsdam',
    priceRange: '€€€',
    distance: '4 km',
    phone: '+49 331 1234560',
    website: 'https://example.com/hotel-am-schlosspark',
    specialRate: 'Stichwort „Anna & Ben“: 119 € pro Nacht inkl. Frühstück',
    amenities: ['wifi', 'breakfast', 'parking', 'spa'],
    rating: 4.5,
  },
  {
    type: 'guesthouse',
    name: 'Pension Lindenblick',
    address: 'Dorfstraße 21, 14476 Potsdam',
    priceRange: '€€',
    distance: '0.4 km',
    phone: '+49 331 7654320',
    website: 'https://example.com/pension-lindenblick',
    specialRate: null,
    amenities: ['wifi', 'breakfast', 'garden'],
    rating: 4.2,
  },
  {
    type: 'apartment',
    name: 'Havel Apartments',
    address: 'Am Kanal 40, 14467 Potsdam',
    priceRange: '€€',
    distance: '6 km',
    phone: '+49 331 5550100',
    website: 'https://example.com/havel-apartments',
    specialRate: '10 % Rabatt ab zwei Nächten',
    amenities: ['wifi', 'kitchen', 'parking'],
    rating: 4,
  },
];
