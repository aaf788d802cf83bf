import 'styled-components';
import type { ThemeTokens } from '@jobboard/themes';

// The styled-components theme is exactly the brand's theme tokens (packages/themes).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeTokens {}
}
