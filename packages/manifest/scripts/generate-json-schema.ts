import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BrandManifestSchema } from '../src/brand-manifest.js';

// Editors check brand.json against this file as marketing types (the `$schema` field).
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brand.schema.json');
const schema = z.toJSONSchema(BrandManifestSchema, { io: 'input', target: 'draft-2020-12' });
writeFileSync(out, JSON.stringify({ title: 'Brand manifest', ...schema }, null, 2) + '\n');
console.log(`wrote ${path.relative(process.cwd(), out)}`);
