import { Fragment, type ReactNode } from 'react';

/** Before an opening parenthesis that follows a letter: « Représentant|(e) », « Technicien|(ne) ». */
const BEFORE_INCLUSIVE_ENDING = /(?<=\p{L})(?=\()/u;

/**
 * A job title whose inclusive forms (« Représentant(e) », « Administrateur(trice) ») may wrap
 * before their parenthesis. A browser finds no break between a letter and « ( », so a word too
 * wide for a phone's line was cut anywhere: « Représentant( » then « e) aux ventes ».
 */
export function TitleText({ children }: { children: string }): ReactNode {
  const parts = children.split(BEFORE_INCLUSIVE_ENDING);
  if (parts.length === 1) return children;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
