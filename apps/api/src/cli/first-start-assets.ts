import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillDemoImageCache } from '../db/demo/demo-image-cache.ts';
import { storeDemoGallery } from '../db/demo/demo-gallery.ts';
import { storeDemoPortraits } from '../db/demo/demo-portraits.ts';
import { embeddedTemplateFile, writeEmbeddedTemplate } from '../db/embedded-template.ts';
import { createLocalDiskStorage } from '../lib/storage/local-disk-storage.ts';

// Run by `npm run build` (scripts/build-server.mjs): what a first start on a new DATA_DIR would
// otherwise spend seconds making, made once here into apps/api/dist/embedded: the migrated
// embedded database (db/embedded-template.ts) and the demo's rendered images
// (db/demo/demo-image-cache.ts).
const started = Date.now();
const file = embeddedTemplateFile();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'passarela-demo-images-'));
try {
  fillDemoImageCache();
  const storage = createLocalDiskStorage(scratch);
  await Promise.all([writeEmbeddedTemplate(file), storeDemoPortraits(storage), storeDemoGallery(storage)]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.stdout.write(
  `First-start assets (embedded database template, demo images) written to ${path.relative(process.cwd(), path.dirname(file))} in ${Date.now() - started} ms\n`,
);
