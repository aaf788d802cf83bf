import type { User } from '@jobboard/contracts';
import type { Lang } from '@jobboard/contracts/routes';

/**
 * A board's label in the page's language, from the team's `jobboard_labels`; a board the server
 * has no label for (not served by this deployment) goes by its key.
 */
export function boardLabeler(team: User['team'] | undefined, lang: Lang): (name: string) => string {
  const labels = new Map(team?.jobboard_labels.map((j) => [j.name, j.label[lang]]));
  return (name) => labels.get(name) ?? name;
}
