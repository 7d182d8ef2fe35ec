import type { Meta, StoryObj } from '@storybook/react-vite';
import { BODY_FONTS, BRAND_FONTS, FONT_CATALOGUE, HEADING_FONTS } from '@wedding/tokens';
import { expect, waitFor, within } from 'storybook/test';
import { FontCatalogue } from './components/FontCatalogue';
import { FontLists } from './components/FontLists';
import { TokenPage } from './components/TokenPage';

const meta = {
  title: 'Tokens/Fonts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const WEB_FONTS = FONT_CATALOGUE.filter((font) => font.fontsource !== null);

export const Catalogue: Story = {
  name: 'Font catalogue',
  render: () => (
    <TokenPage
      title="Fonts"
      lead={`${FONT_CATALOGUE.length} built-in fonts, ${WEB_FONTS.length} of them web fonts self-hosted from @fontsource packages (no font service), each shown in the weights it ships.`}
    >
      <FontCatalogue />
    </TokenPage>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // docs/requirements.md A3: about 20 built-in fonts, 15 of them web fonts.
    expect(canvasElement.querySelectorAll('article[data-font]')).toHaveLength(FONT_CATALOGUE.length);
    expect(WEB_FONTS).toHaveLength(15);

    // Every web font weight is served by the self-hosted @fontsource stylesheets the preview imports.
    for (const font of WEB_FONTS) {
      for (const weight of font.weights) {
        const faces = await document.fonts.load(`${weight} 16px "${font.name}"`, 'Aa');
        expect(faces.length, `${font.name} ${weight}`).toBeGreaterThan(0);
        expect(faces.every((face) => face.status === 'loaded')).toBe(true);
      }
    }

    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'handwriting');
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll('article[data-font]')].map((card) =>
          card.getAttribute('data-font'),
        ),
      ).toEqual(FONT_CATALOGUE.filter((font) => font.category === 'handwriting').map((font) => font.name)),
    );
    expect(canvas.getByRole('heading', { name: 'Dancing Script' })).toBeVisible();
  },
};

export const Lists: Story = {
  name: 'Heading, body and brand lists',
  render: () => (
    <TokenPage
      title="Font lists"
      lead="The fonts offered for headings, for body text and in the brand panel."
    >
      <FontLists />
    </TokenPage>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Font lists/ });
    const column = (list: string) =>
      [...table.querySelectorAll(`td[data-list="${list}"]`)]
        .map((cell) => cell.textContent?.replace(' (default)', ''))
        .filter(Boolean);
    // docs/requirements.md A3, literally.
    expect(column('heading')).toEqual([
      'Playfair Display',
      'Crimson Text',
      'Dancing Script',
      'Inter',
      'Lora',
      'Montserrat',
      'Open Sans',
    ]);
    expect(column('body')).toEqual([
      'Inter',
      'Source Sans Pro',
      'Nunito',
      'Lato',
      'Open Sans',
      'Roboto',
      'Poppins',
    ]);
    expect(column('brand')).toEqual([...BRAND_FONTS]);
    expect(column('brand')).toContain('Cormorant Garamond');
    expect(new Set(column('brand'))).toEqual(
      new Set([...HEADING_FONTS, ...BODY_FONTS, 'Cormorant Garamond']),
    );
  },
};
