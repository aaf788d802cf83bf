import styled from 'styled-components';

const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v10h4V14h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  linkedIn:
    'M5 9h4v12H5zM7 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.1 2.7 4.1 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V21h-4z',
  twitter: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L21 20h-4.5l-4.4-6-5.2 6H4l6.7-7.8z',
  instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm4 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
} as const;
/** Each network's own name, in every language: the link's accessible name. */
const LABELS: Record<keyof typeof PATHS, string> = {
  facebook: 'Facebook',
  linkedIn: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
};
export type SocialName = keyof typeof PATHS;
export const SOCIAL_NAMES = Object.keys(PATHS) as SocialName[];

const List = styled.ul`
  display: flex;
  gap: ${(p) => p.theme.space[3]};
  list-style: none;
  padding: 0;
  margin: 0;
  a {
    display: inline-flex;
    width: 44px;
    height: 44px;
    align-items: center;
    justify-content: center;
    color: inherit;
  }
  svg {
    width: 22px;
    height: 22px;
    fill: currentColor;
  }
`;

/** Icons for the social links that exist (none rendered when none is configured). */
export function SocialIcons({
  links,
}: {
  links: Partial<Record<SocialName, string | null | undefined>>;
}) {
  const present = SOCIAL_NAMES.filter((n) => links[n]);
  if (!present.length) return null;
  return (
    <List>
      {present.map((n) => (
        <li key={n}>
          <a href={links[n]!} target="_blank" rel="noopener noreferrer" aria-label={LABELS[n]}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={PATHS[n]} />
            </svg>
          </a>
        </li>
      ))}
    </List>
  );
}
