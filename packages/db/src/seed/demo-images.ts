import sharp from 'sharp';

export interface DemoImageSpec {
  filename: string;
  caption: string;
  category: string;
  tags: string[];
  colors: [string, string];
}

export const DEMO_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** Twelve gallery images over four categories, tags lower-case as docs/requirements.md A3 requires. */
export const DEMO_IMAGES: DemoImageSpec[] = [
  {
    filename: 'couple-1.jpg',
    caption: 'Unser erstes Date',
    category: 'couple',
    tags: ['couple', 'summer'],
    colors: ['#f4c2c2', '#b76e79'],
  },
  {
    filename: 'couple-2.jpg',
    caption: 'Der Antrag',
    category: 'couple',
    tags: ['couple', 'proposal'],
    colors: ['#ffd1dc', '#8e4585'],
  },
  {
    filename: 'couple-3.jpg',
    caption: 'Urlaub an der Ostsee',
    category: 'couple',
    tags: ['couple', 'travel', 'sea'],
    colors: ['#a7c7e7', '#2e5984'],
  },
  {
    filename: 'engagement-1.jpg',
    caption: 'Verlobungsfeier',
    category: 'engagement',
    tags: ['engagement', 'family'],
    colors: ['#fde2a7', '#c08a2b'],
  },
  {
    filename: 'engagement-2.jpg',
    caption: 'Der Ring',
    category: 'engagement',
    tags: ['engagement', 'ring'],
    colors: ['#f7e7ce', '#a67c52'],
  },
  {
    filename: 'engagement-3.jpg',
    caption: 'Mit den Trauzeugen',
    category: 'engagement',
    tags: ['engagement', 'friends'],
    colors: ['#e6e6fa', '#6a5acd'],
  },
  {
    filename: 'venue-1.jpg',
    caption: 'Gut Lindenhof',
    category: 'venue',
    tags: ['venue', 'reception'],
    colors: ['#c1e1c1', '#3b7a57'],
  },
  {
    filename: 'venue-2.jpg',
    caption: 'Die Scheune am See',
    category: 'venue',
    tags: ['venue', 'party'],
    colors: ['#b0e0e6', '#1f6f8b'],
  },
  {
    filename: 'venue-3.jpg',
    caption: 'St.-Marien-Kirche',
    category: 'venue',
    tags: ['venue', 'ceremony'],
    colors: ['#f5f5dc', '#8b7d6b'],
  },
  {
    filename: 'details-1.jpg',
    caption: 'Einladungskarten',
    category: 'details',
    tags: ['details', 'stationery'],
    colors: ['#fff0f5', '#c71585'],
  },
  {
    filename: 'details-2.jpg',
    caption: 'Blumen',
    category: 'details',
    tags: ['details', 'flowers'],
    colors: ['#ffe4e1', '#e75480'],
  },
  {
    filename: 'details-3.jpg',
    caption: 'Die Torte',
    category: 'details',
    tags: ['details', 'cake'],
    colors: ['#fffacd', '#d2691e'],
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Renders a diagonal gradient with the caption and category as a JPEG. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZE;
  const [from, to] = spec.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.18"/>
  <text x="50%" y="48%" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="72" fill="#ffffff">${escapeXml(spec.caption)}</text>
  <text x="50%" y="60%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.85">Anna &amp; Ben · ${escapeXml(spec.category)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
