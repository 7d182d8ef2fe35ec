/**
 * The names people use today for zones whose ICU canonical name (what browsers list and report) is the old one: a
 * couple in India looks for "Kolkata", not "Calcutta". Intl accepts both names of each pair.
 */
const MODERN_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone's current name where it was renamed, else the name itself. */
export function modernZoneName(zone: string): string {
  return MODERN_NAMES[zone] ?? zone;
}
