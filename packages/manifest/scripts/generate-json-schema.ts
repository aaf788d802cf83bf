import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBrandJsonSchema } from '../src/json-schema.js';

// Editors check brand.json against this file as marketing types (the `$schema` field).
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brand.schema.json');
writeFileSync(out, formatBrandJsonSchema());
console.log(`wrote ${path.relative(process.cwd(), out)}`);
