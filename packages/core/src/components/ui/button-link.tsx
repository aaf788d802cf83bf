import styled from 'styled-components';
import { buttonStyle, type ButtonStyleProps } from './primitives';
import { RouteLink } from './route-link';

/** A RouteLink that looks like a button (calls to action). */
export const ButtonLink = styled(RouteLink)<ButtonStyleProps>`
  ${buttonStyle}
`;
