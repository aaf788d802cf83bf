import type { PageDefinition } from './page';

/*
 * The imports of the signed-in screens' pages (page-registry.ts): a chunk of its own, fetched on
 * the first visit to one of them, so that public pages do not carry these imports and the list
 * of files each one preloads.
 */

/** The candidate's signed-in screens (app/routes/candidate/), a lazy chunk each. */
const candidatePages = import.meta.glob<PageDefinition>(
  ['./routes/candidate/*.tsx', '!./routes/candidate/*.test.tsx'],
  { import: 'default' },
);

/**
 * The employer area's signed-in screens, one chunk: with a chunk per screen the bundler split the
 * public pages' shared chunk in two, which grew their first load (measured with `budgets`).
 */
const employerArea = () => import('./routes/employer/area');

/** The page of a route whose `page` is under candidate/ or employer/ (RouteDef.page). */
export async function loadPrivatePage(page: string): Promise<PageDefinition> {
  if (page.startsWith('employer/'))
    return (await employerArea()).employerScreen(page.slice('employer/'.length))!;
  return candidatePages[`./routes/${page}.tsx`]!();
}
