import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createLocalImageStore,
  type PrismaClient,
  type SeedCredentials,
  type StoreImage,
  seedDemo,
} from '@wedding/db';
import { DEFAULT_PASSWORD_HASHING, hashPassword } from './auth/passwords.js';

export type DemoInfo = {
  slug: string;
  accessCode: string;
  credentials: { demo: SeedCredentials; admin: SeedCredentials } | null;
  /** Where the generated logins are kept between starts (they are random and shown only by this server). */
  credentialsFile: string;
};

type StoredLogins = { demo: SeedCredentials; admin: SeedCredentials };

async function readStoredLogins(file: string): Promise<StoredLogins | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredLogins>;
    return parsed.demo && parsed.admin ? { demo: parsed.demo, admin: parsed.admin } : null;
  } catch {
    return null;
  }
}

/**
 * Seeds the demo wedding when it does not exist yet (random passwords, kept in a private file of the data
 * folder so later starts can print them again); otherwise leaves the data untouched.
 */
export async function seedDemoIfEmpty(
  prisma: PrismaClient,
  options: { uploadDir: string; dataDir: string; storeImage?: StoreImage },
): Promise<DemoInfo> {
  const credentialsFile = path.join(options.dataDir, 'demo-logins.json');
  const result = await seedDemo(prisma, {
    storeImage: options.storeImage ?? createLocalImageStore({ directory: options.uploadDir }),
    hashPassword: (password) => hashPassword(password, DEFAULT_PASSWORD_HASHING),
    log: (line) => console.log(`[seed] ${line}`),
  });
  if (result.created && result.credentials) {
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(credentialsFile, `${JSON.stringify(result.credentials, null, 2)}\n`, { mode: 0o600 });
    await chmod(credentialsFile, 0o600);
  }
  const credentials = result.credentials ?? (await readStoredLogins(credentialsFile));
  return { slug: result.slug, accessCode: result.accessCode, credentials, credentialsFile };
}

export function printBanner(
  url: string,
  demo: DemoInfo,
  options: { siteServed: boolean; dashboardServed: boolean },
): void {
  const lines = ['', `Wedding API listening on ${url}`, `  health:        ${url}/api/health`];
  if (options.dashboardServed) {
    lines.push(`  dashboard:     ${url}/login  (the couple's and staff's app; home page ${url}/)`);
  }
  if (options.siteServed) {
    lines.push(`  demo site:     ${url}/de/w/${demo.slug}  (access code ${demo.accessCode})`);
  } else {
    // Without a built apps/site (the API started alone), point at the guest API, so the demo can be tried with curl.
    lines.push(
      `  demo wedding:  ${url}/api/public/weddings/${demo.slug}/card  (access code ${demo.accessCode})`,
    );
  }
  if (demo.credentials) {
    lines.push(
      `  couple login:  ${demo.credentials.demo.username} / ${demo.credentials.demo.password}`,
      `  admin login:   ${demo.credentials.admin.username} / ${demo.credentials.admin.password}`,
    );
  } else {
    lines.push(
      `  logins:        not known here (${demo.credentialsFile} missing); reseed with the db package's seed --reset`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}
