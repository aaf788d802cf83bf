import { css } from 'styled-components';

/**
 * Radio buttons drawn as segments (`<label><input type="radio"><span>…</span></label>`): the
 * native radio stays over its segment, invisible, so keyboard and screen readers use it; the
 * span is what shows (its size, colours and its checked and focused looks are the user's).
 */
export const radioSegments = css`
  label {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;
