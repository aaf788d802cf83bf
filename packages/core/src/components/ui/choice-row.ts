import { css } from 'styled-components';

/**
 * A choice drawn as a bordered row to tap (`<label>` holding its checkbox and text): 44 px or
 * more, the box at the top of the text, the border and corners of the form's inputs. The rows of
 * a form (CheckField) and of the consent banner look alike; each adds its own states.
 */
export const choiceRow = css`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.components.input.radius};
`;
