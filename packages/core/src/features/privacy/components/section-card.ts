import styled from 'styled-components';
import { Card } from '../../../components/ui/primitives';

/*
 * A section of the privacy page or of a privacy centre. Their headings are long ("Responsable de
 * la protection des renseignements personnels"): on a phone they take the size of the lists'
 * card headings (xl) rather than the page's h2, which wraps them onto two or three lines; the
 * content pages' h2 (2xl) from 768 px.
 */
export const SectionCard = styled(Card)`
  > h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    overflow-wrap: anywhere;
    ${(p) => p.theme.media.md} {
      font-size: ${(p) => p.theme.fontSizes['2xl']};
    }
  }
`;
