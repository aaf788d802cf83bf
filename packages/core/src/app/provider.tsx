import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { fetcher } from '../lib/api-client';
import { BrandProvider, type BrandContextValue } from '../lib/brand';
import type { DataLoader } from '../lib/data';
import { DataLoaderProvider } from '../lib/data-context';
import { GlobalStyle } from '../theme/global-style';

/**
 * Providers shared by the server render and the browser: brand, theme, data. SWR's fallback
 * holds what the server loaded; `revalidateIfStale: false` so hydration does not refetch it.
 */
export function AppProviders(props: {
  brand: BrandContextValue;
  data: DataLoader;
  fallback: Record<string, unknown>;
  /**
   * False where the style sheet already holds the global rules: the server's kept sheets
   * (entry-server.tsx), in which rendering them again cleared and rewrote the same rules.
   */
  globalStyle?: boolean;
  children: ReactNode;
}) {
  return (
    <BrandProvider value={props.brand}>
      <DataLoaderProvider value={props.data}>
        <ThemeProvider theme={props.brand.theme}>
          {props.globalStyle !== false && <GlobalStyle />}
          <SWRConfig
            value={{
              fetcher,
              fallback: props.fallback,
              revalidateIfStale: false,
              revalidateOnFocus: false,
              shouldRetryOnError: (error: { status?: number }) =>
                !error?.status || error.status >= 500,
              errorRetryCount: 2,
            }}
          >
            {props.children}
          </SWRConfig>
        </ThemeProvider>
      </DataLoaderProvider>
    </BrandProvider>
  );
}
