import { z } from 'zod';
import { BrandManifestSchema } from './brand-manifest.js';

/**
 * The JSON Schema of brand.json, generated from the zod schema (input side: fields with a
 * default are optional for whoever writes the file). One function, so that the generation
 * script and the test that checks brand.schema.json is up to date cannot disagree.
 */
export function buildBrandJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(BrandManifestSchema, { io: 'input', target: 'draft-2020-12' });
  return { title: 'Brand manifest', ...schema };
}

export function formatBrandJsonSchema(): string {
  return JSON.stringify(buildBrandJsonSchema(), null, 2) + '\n';
}
