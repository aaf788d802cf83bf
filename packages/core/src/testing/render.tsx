import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { BrandProvider, makeBrandContext } from '../lib/brand';
import { LangProvider } from '../lib/lang';
import { testBrand } from './brand';

import { testMessages } from './messages';

const { fr, en } = testMessages;

/** Renders a component with the app's providers (French unless told, the test brand, a fresh SWR cache). */
export function renderWithApp(
  ui: ReactElement,
  options: {
    brand?: ReturnType<typeof testBrand>;
    fallback?: Record<string, unknown>;
    /** Where the memory router starts (path and query). */
    url?: string;
    /** The page language (default French). */
    lang?: 'fr' | 'en';
    /** The deployment's ATS address (default none). */
    atsUrl?: string | null;
    /** The consent choice the server rendered with (default: none made yet). */
    consent?: { advertising: boolean; measurement: boolean } | null;
  } = {},
): RenderResult {
  const brand = makeBrandContext(options.brand ?? testBrand(), {
    origin: 'http://t.localhost',
    atsUrl: options.atsUrl ?? null,
    consent: options.consent ?? null,
  });
  return render(
    <BrandProvider value={brand}>
      <ThemeProvider theme={brand.theme}>
        <SWRConfig
          value={{
            provider: () => new Map(),
            fallback: options.fallback ?? {},
            dedupingInterval: 0,
          }}
        >
          <LangProvider value={options.lang ?? 'fr'}>
            <IntlProvider
              locale={options.lang === 'en' ? 'en-CA' : 'fr-CA'}
              messages={options.lang === 'en' ? en : fr}
            >
              <MemoryRouter initialEntries={[options.url ?? '/']}>{ui}</MemoryRouter>
            </IntlProvider>
          </LangProvider>
        </SWRConfig>
      </ThemeProvider>
    </BrandProvider>,
  );
}
