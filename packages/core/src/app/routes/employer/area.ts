import type { PageDefinition } from '../../page';

/**
 * The employer area's signed-in screens, every page file of this folder, loaded as one chunk
 * (private-pages.ts says why).
 */
const screens = import.meta.glob<PageDefinition>(['./*.tsx', '!./*.test.tsx'], {
  import: 'default',
  eager: true,
});

/** The screen of `employer/<file>` (RouteDef.page), by its file name without the extension. */
export function employerScreen(file: string): PageDefinition | undefined {
  return screens[`./${file}.tsx`];
}
