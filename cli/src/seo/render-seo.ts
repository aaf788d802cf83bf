import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import { compileHeadTemplate, type HeadRenderer } from '@jobboard/manifest';
import { createTemplateEngine } from '../utils/templates.js';
import { SEO_TEMPLATES_DIR } from '../utils/paths.js';
import type { RobotsData, WebManifestData } from './seo-head-data.js';

/** The compiled templates of templates/seo/, one function per file they produce. */
export interface SeoRenderer {
  /** head.html.hbs as written: the build copies it beside each brand's bundle for the server. */
  headTemplate: string;
  head: HeadRenderer;
  robots(data: RobotsData): string;
  webManifest(data: WebManifestData): string;
}

export const SEO_HEAD_TEMPLATE = path.join(SEO_TEMPLATES_DIR, 'head.html.hbs');

export async function loadSeoRenderer(dir = SEO_TEMPLATES_DIR): Promise<SeoRenderer> {
  const engine = await createTemplateEngine();
  const compile = async (name: string) =>
    engine.compile(await readFile(path.join(dir, name), 'utf8'), { strict: true });
  const headTemplate = await readFile(path.join(dir, 'head.html.hbs'), 'utf8');
  const robots = await compile('robots.txt.hbs');
  const webManifest = await compile('site.webmanifest.hbs');
  return {
    headTemplate,
    // The server compiles the copy with the same function: one head implementation.
    head: compileHeadTemplate(Handlebars, headTemplate),
    robots: (data) => robots(data),
    // Parsed and printed again: a template slip fails the build instead of shipping bad JSON.
    webManifest: (data) => JSON.stringify(JSON.parse(webManifest(data)), null, 2) + '\n',
  };
}
