import type { Writable } from 'node:stream';
import type { AppDeps } from '../context.js';
import { collectAccountRecords } from './collect-account-records.js';
import { collectWeddingRecords } from './collect-wedding-records.js';
import { imageStorageKeys } from './image-storage-keys.js';
import { ZipStream } from './zip-stream.js';

const README = `This archive holds everything the wedding service stores about you and your weddings.

account.json                      your account: name, username, language, sessions (dates only), passkeys,
                                  memberships. Left out: your password hash and session secrets.
weddings/<address>/wedding.json   every record of the wedding: texts, members, guests (addresses, contact and
                                  dietary details), RSVPs with everyone they cover, locations, schedule,
                                  accommodations, gallery, page backgrounds, daily page views.
weddings/<address>/images/        the stored gallery images and their thumbnails (uploads are re-encoded
                                  without their EXIF/GPS metadata when they arrive; this is what is kept).

Dates are UTC (ISO 8601).
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The GDPR export of one user (GET /api/account/export): account.json, and for every wedding they are a
 * member of its wedding.json and its images, written as a ZIP to `out` as the files are read.
 */
export async function writeAccountArchive(deps: AppDeps, userId: string, out: Writable): Promise<void> {
  const zip = new ZipStream(out);
  const account = await collectAccountRecords(deps.prisma, userId);
  await zip.addText('README.txt', README);
  await zip.addText('account.json', json(account));
  for (const { wedding } of account.memberships) {
    const records = await collectWeddingRecords(deps.prisma, wedding.id);
    const folder = `weddings/${records.slug}`;
    await zip.addText(`${folder}/wedding.json`, json(records));
    for (const key of records.images.flatMap(imageStorageKeys)) {
      const stored = await deps.storage.createReadStream(key);
      if (stored) await zip.addStream(`${folder}/images/${key}`, stored.stream);
    }
  }
  await zip.end();
}
