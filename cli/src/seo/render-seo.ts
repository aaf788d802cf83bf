import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTemplateEngine } from '../utils/templates.js';
import { SEO_TEMPLATES_DIR } from '../utils/paths.js';
import type { RobotsData, SeoHeadData, WebManifestData } from './seo-head-data.js';

/** The compiled templates of templates/seo/, one function per file they produce. */
export interface SeoRenderer {
  head(data: SeoHeadData): string;
  robots(data: RobotsData): string;
  webManifest(data: WebManifestData): string;
}

export const SEO_HEAD_TEMPLATE = path.join(SEO_TEMPLATES_DIR, 'head.html.hbs');

export async function loadSeoRenderer(dir = SEO_TEMPLATES_DIR): Promise<SeoRenderer> {
  const engine = await createTemplateEngine();
  const compile = async (name: string) =>
    engine.compile(await readFile(path.join(dir, name), 'utf8'), { strict: true });
  const head = await compile('head.html.hbs');
  const robots = await compile('robots.txt.hbs');
  const webManifest = await compile('site.webmanifest.hbs');
  return {
    head: (data) => head(data),
    robots: (data) => robots(data),
    // Parsed and printed again: a template slip fails the build instead of shipping bad JSON.
    webManifest: (data) => JSON.stringify(JSON.parse(webManifest(data)), null, 2) + '\n',
  };
}

let shared: Promise<SeoRenderer> | undefined;

/** The head of one page from the shared renderer (templates compiled once per process). */
export async function renderSeoHead(data: SeoHeadData): Promise<string> {
  shared ??= loadSeoRenderer();
  return (await shared).head(data);
}
