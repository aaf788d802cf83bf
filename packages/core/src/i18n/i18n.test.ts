import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enAccount from './account/en-CA.json';
import frAccount from './account/fr-CA.json';
import enMain from './en-CA.json';
import frMain from './fr-CA.json';
import enForYou from './for-you/en-CA.json';
import frForYou from './for-you/fr-CA.json';
import enHome from './home/en-CA.json';
import frHome from './home/fr-CA.json';
import enOffer from './offer/en-CA.json';
import frOffer from './offer/fr-CA.json';
import enOfferTools from './offer-tools/en-CA.json';
import frOfferTools from './offer-tools/fr-CA.json';
import enSearch from './search/en-CA.json';
import frSearch from './search/fr-CA.json';
import enSaved from './saved/en-CA.json';
import frSaved from './saved/fr-CA.json';

const pageCatalogs = {
  search: [frSearch, enSearch],
  offer: [frOffer, enOffer],
  offerTools: [frOfferTools, enOfferTools],
  forYou: [frForYou, enForYou],
  home: [frHome, enHome],
  saved: [frSaved, enSaved],
} as const;
const fr: Record<string, string> = {
  ...frMain,
  ...frAccount,
  ...frSearch,
  ...frOffer,
  ...frOfferTools,
  ...frForYou,
  ...frHome,
  ...frSaved,
};
const en: Record<string, string> = {
  ...enMain,
  ...enAccount,
  ...enSearch,
  ...enOffer,
  ...enOfferTools,
  ...enForYou,
  ...enHome,
  ...enSaved,
};

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('message catalogs', () => {
  it('hold the same keys', () => {
    expect(Object.keys(frMain).sort()).toEqual(Object.keys(enMain).sort());
    expect(Object.keys(frAccount).sort()).toEqual(Object.keys(enAccount).sort());
  });
  it('keep the sign-in and account pages’ messages apart, each key in one catalog', () => {
    const accountKey =
      /^(auth|apply|profile|documents|skills|application|myApplications|privacyCentre|privacyPage)\./;
    for (const key of Object.keys(frAccount)) expect(key).toMatch(accountKey);
    for (const key of Object.keys(frMain)) expect(key).not.toMatch(accountKey);
  });
  it('give each page catalog its own keys, used only where its pages load it', () => {
    const all = [frMain, frAccount, frSearch, frOffer, frOfferTools, frHome, frSaved].flatMap((c) =>
      Object.keys(c),
    );
    expect(all.length).toBe(new Set(all).size);
    for (const [name, [frCatalog, enCatalog]] of Object.entries(pageCatalogs))
      expect(Object.keys(frCatalog).sort(), name).toEqual(Object.keys(enCatalog).sort());
    // The files that name a key of each catalog (as a literal, or a `prefix.${…}` id): parts of
    // the pages whose prepare loads it (i18n/index.ts). A key used anywhere else belongs in the
    // language's catalog, or that page loads this one too.
    const users: Record<keyof typeof pageCatalogs, string[]> = {
      search: [
        'app/routes/alert-token.tsx',
        'app/routes/candidate/my-alerts.tsx',
        'app/routes/find-job-meta.ts',
        'app/routes/find-job-results.tsx',
        'app/routes/find-job-sidebar.tsx',
        'app/routes/find-job.tsx',
        'features/alerts/components/alert-box.tsx',
        'features/alerts/components/alert-form.tsx',
        'features/alerts/components/frequency-choice.tsx',
        'features/alerts/components/my-alert-list.tsx',
        'features/offers/components/active-filters.tsx',
        'features/offers/components/empty-results.tsx',
        'features/offers/components/filter-groups.tsx',
        'features/offers/components/filter-sheet-dialog.tsx',
        'features/offers/components/filter-sheet.tsx',
        'features/offers/components/recent-searches.tsx',
        'features/offers/components/sort-control.tsx',
        'lib/search/resolve.ts',
      ],
      offer: [
        'app/routes/apply.tsx',
        'app/routes/offer.tsx',
        'features/offers/components/offer-details.tsx',
      ],
      // Its own chunk's catalog (offer-tools.tsx provides it; the report's form, a chunk of its
      // own, renders inside).
      offerTools: [
        'features/offers/components/offer-share.tsx',
        'features/offers/components/report-offer-form.tsx',
        'features/offers/components/report-offer.tsx',
      ],
      // Its own chunks' catalog (the home section and « Mes alertes »' setting provide it).
      forYou: [
        'features/offers/components/for-you-mail.tsx',
        'features/offers/components/recommended-offers.tsx',
      ],
      home: [
        'app/routes/apply.tsx',
        'app/routes/home.tsx',
        'features/offers/components/recent-offers.tsx',
        'features/offers/components/search-box.tsx',
      ],
      saved: ['app/routes/saved-jobs.tsx', 'features/saved-offers/components/saved-offer-list.tsx'],
    };
    const texts = sourceFiles(src).map(
      (file) => [path.relative(src, file), readFileSync(file, 'utf8')] as const,
    );
    for (const [name, [catalog]] of Object.entries(pageCatalogs)) {
      const keys = Object.keys(catalog);
      const found = texts
        .filter(([, text]) => {
          const prefixes = [...text.matchAll(/`([\w.]+)\$\{/g)].map((m) => m[1]!);
          return keys.some((k) => text.includes(`'${k}'`) || prefixes.some((p) => k.startsWith(p)));
        })
        .map(([file]) => file)
        .sort();
      expect(found, name).toEqual(users[name as keyof typeof pageCatalogs]);
    }
  });
  it('are valid ICU messages with the same arguments', () => {
    // The argument (and tag) names of a message, from its parsed form: a plural's branch text
    // such as `=0 {Filtres}` is text, not an argument.
    const args = (m: string) => {
      const names = new Set<string>();
      const walk = (elements: MessageFormatElement[]) => {
        for (const el of elements) {
          if (el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
          if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
          if ('children' in el) walk(el.children);
        }
      };
      walk(parse(m));
      return [...names].sort();
    };
    for (const [key, message] of Object.entries(fr)) {
      expect(() => parse(message), key).not.toThrow();
      expect(args(message), key).toEqual(args(en[key]!));
    }
  });
  it('formats fr-CA plurals and numbers', () => {
    const intl = createIntl({ locale: 'fr-CA', messages: fr });
    expect(intl.formatMessage({ id: 'search.results' }, { count: 0 })).toBe('Aucun emploi');
    expect(intl.formatMessage({ id: 'search.results' }, { count: 1 })).toBe('1 emploi');
    expect(intl.formatMessage({ id: 'search.results' }, { count: 1234 })).toBe(
      '1\u00a0234 emplois',
    );
    expect(intl.formatNumber(1234.56, { style: 'currency', currency: 'CAD' })).toBe(
      '1\u00a0234,56\u00a0$',
    );
  });
  it('uses the SPEC wording of the 404 page', () => {
    expect(en['errorPage.notFound.message']).toBe('This page could not be found');
  });
});
