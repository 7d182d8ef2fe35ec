// Bench: print-ready household cards of @wedding/print, rendered on the server without a browser. 150 A6
// invitations (one page per household, each with its QR code) as ONE document through the package's public
// renderHouseholdCards, next to the baseline of the same run: the same 150 pages without QR images (the
// package's card document with no codes), so the cost of generating and embedding the codes shows; plus the QR
// generation alone, the PDF sizes and the pages per second. Median of a few runs after one warm-up (the warm-up
// reads the font files, once per process). Prints figures only.
// Run: node bench/cards.mjs (after building packages/print); `--smoke`: 4 cards, one run.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check, SMOKE, sized } from './lib/smoke.mjs';
import { median } from './lib/stats.mjs';

const HOUSEHOLDS = sized(150, 4);
const RUNS = sized(5, 1);

const printDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/print/dist');
async function importBuilt(relative) {
  try {
    return await import(pathToFileURL(path.join(printDist, relative)).href);
  } catch (error) {
    throw new Error(`packages/print is not built (${relative}): run \`npx tsup\` in packages/print`, {
      cause: error,
    });
  }
}
const { renderHouseholdCards } = await importBuilt('index.js');
// The package's own modules behind renderHouseholdCards, for the baseline and the QR step alone.
const { renderCardsDocument } = await importBuilt('cards/render-cards-document.js');
const { printTheme } = await importBuilt('theme/print-theme.js');
const { householdQrCodes } = await importBuilt('qr/household-qr-codes.js');

const FIRST = ['Anna', 'Łucja', 'Ayşe', 'Priya', 'Sofía', 'Greta', 'Zofia', 'Jonas', 'Emre', 'Mateo'];
const LAST = ['Müller', 'Wiśniewska', 'Yılmaz', 'Sharma', 'García', 'Schmidt', 'Kowalski', 'Öztürk'];

const wedding = {
  partner1: 'Anna',
  partner2: 'Ben',
  weddingDate: '2027-06-12',
  rsvpDeadline: '2027-05-01',
  venue: 'Schloss Elmau, Krün',
  siteAddress: 'https://hochzeit.example.com/de/w/anna-und-ben',
  accessCode: 'ELMAU27',
  customization: null,
};

/** 1 to 4 guests per household; the personal link as long as the API's (a 43-character token). */
const households = Array.from({ length: HOUSEHOLDS }, (_, index) => ({
  id: `household-${index}`,
  names: Array.from(
    { length: 1 + (index % 4) },
    (_, guest) => `${FIRST[(index + guest) % FIRST.length]} ${LAST[index % LAST.length]}`,
  ),
  link: `https://hochzeit.example.com/de/w/anna-und-ben/i/${String(index).padStart(6, '0')}${'Kq7Xv9Lm2Rt8Wz3Np6Yb4Hs1Dc5Fg0Jx_aE-'.slice(0, 37)}`,
}));
const input = { kind: 'invitation', size: 'A6', locale: 'de', wedding, households };

/** Pages and embedded images of a react-pdf document (its object dictionaries are not compressed). */
function countPdf(pdf) {
  const text = pdf.toString('latin1');
  return {
    pages: text.match(/\/Type \/Page\b/g)?.length ?? 0,
    images: text.match(/\/Subtype \/Image\b/g)?.length ?? 0,
  };
}

/** Wall-clock and CPU time of the process (all its threads: zlib runs in libuv's pool); CPU is far steadier on a loaded machine. */
async function timed(task) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await task();
  const { user, system } = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (user + system) / 1000, result };
}

const theme = printTheme(wedding.customization, input.locale);
const variants = {
  cards: () => renderHouseholdCards(input),
  baseline: () => renderCardsDocument(input, theme, null),
  qrCodes: () => householdQrCodes(households, theme.colors.qr),
};

// Warm-up: fonts read and parsed, code paths compiled; a long-running server pays this once.
await renderHouseholdCards({ ...input, households: households.slice(0, 2) });

const samples = { cards: [], baseline: [], qrCodes: [] };
const cpuSamples = { cards: [], baseline: [], qrCodes: [] };
const last = {};
for (let run = 0; run < RUNS; run += 1) {
  // Alternating, so a change in the machine's load hits every variant alike.
  for (const [name, task] of Object.entries(variants)) {
    const { ms, cpuMs, result } = await timed(task);
    samples[name].push(ms);
    cpuSamples[name].push(cpuMs);
    last[name] = result;
  }
}

const withCodes = countPdf(last.cards);
const withoutCodes = countPdf(last.baseline);
check(last.cards.subarray(0, 5).toString('latin1') === '%PDF-', 'the cards are no PDF');
check(withCodes.pages === HOUSEHOLDS, `${withCodes.pages} card pages for ${HOUSEHOLDS} households`);
check(withCodes.images === HOUSEHOLDS, `${withCodes.images} QR images for ${HOUSEHOLDS} households`);
check(withoutCodes.pages === HOUSEHOLDS && withoutCodes.images === 0, 'the baseline is not the bare pages');
check(last.qrCodes.length === HOUSEHOLDS, 'QR codes missing');

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
function report(label, name, bytes) {
  const wall = median(samples[name]);
  const cpu = median(cpuSamples[name]);
  const ratio = name === 'baseline' ? 'baseline' : `${(wall / median(samples.baseline)).toFixed(2)}x`;
  console.log(
    `${label.padEnd(44)} ${seconds(wall).padStart(8)}  ${seconds(cpu).padStart(8)}  ` +
      `${((HOUSEHOLDS / wall) * 1000).toFixed(1).padStart(8)}  ${kib(bytes).padStart(9)}  ${ratio.padStart(8)}`,
  );
}

console.log(
  `Household cards: ${HOUSEHOLDS} A6 invitations (de) in one document; median of ${RUNS} run(s) after one warm-up` +
    (SMOKE ? ' (smoke run: figures not comparable)' : ''),
);
console.log(
  `${'measure'.padEnd(44)} ${'wall'.padStart(8)}  ${'cpu'.padStart(8)}  ${'cards/s'.padStart(8)}  ` +
    `${'bytes'.padStart(9)}  ${'wall/base'.padStart(8)}`,
);
report('cards with QR codes (renderHouseholdCards)', 'cards', last.cards.length);
report('baseline: the same pages without QR images', 'baseline', last.baseline.length);
report(
  'QR code PNGs alone, generated concurrently',
  'qrCodes',
  last.qrCodes.reduce((sum, code) => sum + code.png.length, 0),
);
console.log(
  `runs, wall ms: cards ${samples.cards.map((ms) => ms.toFixed(0)).join(', ')}; ` +
    `baseline ${samples.baseline.map((ms) => ms.toFixed(0)).join(', ')}`,
);
console.log(`RSS after the runs: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
