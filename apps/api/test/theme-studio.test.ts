import { THEME_VERSIONS_MAX, translate } from '@wedding/core';
import { THEME_PRESETS } from '@wedding/tokens';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const premiumPreset = THEME_PRESETS.find((preset) => preset.isPremium && preset.id !== 'classic-navy');
const freePreset = THEME_PRESETS.find((preset) => !preset.isPremium && preset.id !== 'classic-navy');
if (!premiumPreset || !freePreset) throw new Error('the presets need a premium and a free one');

/** A theme PATCH picking a preset, as the customizer sends it. */
const presetPatch = (preset: NonNullable<typeof premiumPreset>) => ({
  customization: {
    theme: { colors: preset.theme.colors, fonts: preset.theme.fonts, layout: preset.theme.layout },
  },
});

describe.each(TEST_DATABASES)('theme studio on the server (%s)', (db) => {
  let ctx: TestContext;
  let owner: TestClient;
  let premium: CreatedWedding;
  let standard: CreatedWedding;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    owner = login.client;
    premium = await ctx.createWedding({ memberIds: [login.user.id], isPremium: true });
    standard = await ctx.createWedding({ memberIds: [login.user.id], isPremium: false });
  });

  describe('premium presets are refused on a non-premium plan', () => {
    it('a non-premium wedding cannot pick a premium preset: 403 premiumPresetRequired, nothing stored', async () => {
      const before = (await owner.get(`/api/weddings/${standard.id}`)).body.wedding;
      const res = await owner.patch(`/api/weddings/${standard.id}`, presetPatch(premiumPreset));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'premiumPresetRequired', details: { presetId: premiumPreset.id } });
      const after = (await owner.get(`/api/weddings/${standard.id}`)).body.wedding;
      expect(after.customizationVersion).toBe(before.customizationVersion);
      expect(after.customization.theme).toEqual(before.customization.theme);
    });

    it('a free preset is fine on any plan, and a premium wedding may pick a premium preset', async () => {
      expect((await owner.patch(`/api/weddings/${standard.id}`, presetPatch(freePreset))).status).toBe(200);
      const res = await owner.patch(`/api/weddings/${premium.id}`, presetPatch(premiumPreset));
      expect(res.status).toBe(200);
      expect(res.body.customization.theme.fonts).toEqual(premiumPreset.theme.fonts);
    });

    it('a wedding that kept a premium preset from an earlier plan can still change its density', async () => {
      expect((await owner.patch(`/api/weddings/${premium.id}`, presetPatch(premiumPreset))).status).toBe(200);
      await ctx.prisma.wedding.update({ where: { id: premium.id }, data: { isPremium: false } });
      try {
        const res = await owner.patch(`/api/weddings/${premium.id}`, {
          customization: { density: 'compact' },
        });
        expect(res.status).toBe(200);
        expect(res.body.customization.density).toBe('compact');
      } finally {
        await ctx.prisma.wedding.update({ where: { id: premium.id }, data: { isPremium: true } });
      }
    });
  });

  describe('named theme versions', () => {
    it('saves the stored design under a trimmed name, lists newest first, deletes; other weddings see none', async () => {
      const base = `/api/weddings/${premium.id}/theme-versions`;
      await owner.patch(`/api/weddings/${premium.id}`, { customization: { density: 'spacious' } });
      const saved = await owner.post(base, { name: '  Sommerfest  ' });
      expect(saved.status).toBe(201);
      expect(saved.body.version).toMatchObject({ name: 'Sommerfest', design: { density: 'spacious' } });
      expect(saved.body.version.design.theme.colors.light.primary).toMatch(/^oklch\(/);
      const second = await owner.post(base, { name: 'Winter' });
      const list = await owner.get(base);
      expect(list.status).toBe(200);
      expect(list.body.max).toBe(THEME_VERSIONS_MAX);
      expect(list.body.versions.map((version: { name: string }) => version.name).slice(0, 2)).toEqual([
        'Winter',
        'Sommerfest',
      ]);
      expect((await owner.get(`/api/weddings/${standard.id}/theme-versions`)).body.versions).toEqual([]);
      // Another wedding's version cannot be deleted through this wedding.
      expect(
        (await owner.delete(`/api/weddings/${standard.id}/theme-versions/${second.body.version.id}`)).status,
      ).toBe(404);
      expect((await owner.delete(`${base}/${second.body.version.id}`)).status).toBe(204);
      const gone = await owner.delete(`${base}/${second.body.version.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.error).toBe('themeVersionNotFound');
    });

    it("a blank name is refused with its message in the request's language; nothing is saved", async () => {
      const before = await ctx.prisma.themeVersion.count({ where: { weddingId: premium.id } });
      const res = await owner.post(`/api/weddings/${premium.id}/theme-versions`, { name: '   ' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'validationFailed',
        details: { name: translate('themeVersion.nameRequired', 'de') },
      });
      expect(await ctx.prisma.themeVersion.count({ where: { weddingId: premium.id } })).toBe(before);
    });

    it(`keeps at most ${THEME_VERSIONS_MAX} versions (409 themeVersionLimitReached), also under concurrent saves`, async () => {
      const base = `/api/weddings/${standard.id}/theme-versions`;
      const existing = (await owner.get(base)).body.versions.length;
      const attempts = THEME_VERSIONS_MAX - existing + 3;
      const results = await Promise.all(
        Array.from({ length: attempts }, (_, index) => owner.post(base, { name: `v${index}` })),
      );
      expect(results.filter((res) => res.status === 201)).toHaveLength(THEME_VERSIONS_MAX - existing);
      const refused = results.filter((res) => res.status === 409);
      expect(refused).toHaveLength(3);
      expect(refused[0]?.body).toEqual({
        error: 'themeVersionLimitReached',
        details: { max: THEME_VERSIONS_MAX },
      });
      expect((await owner.get(base)).body.versions).toHaveLength(THEME_VERSIONS_MAX);
    });
  });

  describe('theme timing analytics', () => {
    it('stores the samples of the monitored customizer; refuses unknown actions and empty batches', async () => {
      const url = `/api/weddings/${premium.id}/analytics/theme-timing`;
      const res = await owner.post(url, {
        samples: [
          { action: 'color', durationMs: 8.5 },
          { action: 'preset', durationMs: 640 },
        ],
      });
      expect(res.status).toBe(204);
      const stored = await ctx.prisma.themeTimingSample.findMany({
        where: { weddingId: premium.id },
        orderBy: { durationMs: 'asc' },
      });
      expect(stored.map((sample) => [sample.action, sample.durationMs])).toEqual([
        ['color', 8.5],
        ['preset', 640],
      ]);
      expect((await owner.post(url, { samples: [] })).status).toBe(400);
      expect((await owner.post(url, { samples: [{ action: 'drop table', durationMs: 1 }] })).status).toBe(
        400,
      );
      expect((await owner.post(url, { samples: [{ action: 'font', durationMs: 1e9 }] })).status).toBe(400);
    });
  });

  describe('gallery answers carry message keys (shown in the person language through core)', () => {
    async function upload(file: Buffer, filename: string) {
      const token = await owner.ensureCsrf();
      return owner.raw
        .post(`/api/weddings/${premium.id}/gallery/upload`)
        .set('X-CSRF-Token', token)
        .attach('file', file, { filename, contentType: 'image/jpeg' });
    }

    it('an SVG renamed to .jpg: 415 upload.invalidType, whose German text is the spec message', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
      const res = await upload(svg, 'holiday.jpg');
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('upload.invalidType');
      expect(translate(res.body.error, 'de')).toBe('Nur JPEG-, PNG- und WebP-Bilder sind erlaubt');
    });

    it('a 6 MB file: 413 upload.tooLarge with the size it names', async () => {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } })
        .jpeg()
        .toBuffer();
      const res = await upload(Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]), 'big.jpg');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ error: 'upload.tooLarge', details: { maxMb: 5 } });
      expect(translate(res.body.error, 'en', res.body.details)).toBe('The image can be at most 5 MB');
    });
  });
});
