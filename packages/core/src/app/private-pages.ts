import type { PageDefinition } from './page';

/*
 * The imports of the signed-in screens' pages (page-registry.ts): a chunk of its own, fetched on
 * the first visit to one of them, so that public pages do not carry these imports and the list
 * of files each one preloads.
 */

const defaultOf = (m: { default: PageDefinition }) => m.default;

export const privatePages = {
  profile: () => import('./routes/profile/profile').then(defaultOf),
  skillForm: () => import('./routes/profile/skill-form').then(defaultOf),
  profilePrivacy: () => import('./routes/profile/privacy').then(defaultOf),
  myApplications: () => import('./routes/my-applications').then(defaultOf),
  myAlerts: () => import('./routes/my-alerts').then(defaultOf),
};

/**
 * The employer area's signed-in screens, one chunk: with a chunk per screen the bundler split the
 * public pages' shared chunk in two, which grew their first load (measured with `budgets`).
 */
const employerArea = () => import('./routes/employer/area');
export type EmployerAreaScreen = keyof Awaited<ReturnType<typeof employerArea>>;
export function employerAreaScreen(screen: EmployerAreaScreen): Promise<PageDefinition> {
  return employerArea().then((m) => m[screen]);
}
