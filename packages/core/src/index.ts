/** What other packages may import from the core without the SSR bundle (types and pure helpers). */
export * from './config/routes';
export { toJobPosting, isExpired, offerContent, employmentTypes } from './lib/job-posting';
export { escapeHtml, type HeadData } from './lib/head';
export type { BrandBundle, AppSettings } from './lib/brand';
export type { FetchApi } from './lib/data';
export type { RenderRequest, RenderResult } from './entry-server';
