import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { ANALYSIS_VERSION, offerVectors } from './index-offers.js';
import { foldInclusive } from './fold.js';

/**
 * Offers keep the terms of the analysis that indexed them until the server indexes them again,
 * which it does on start for offers of another ANALYSIS_VERSION. So a change of the analysis
 * must come with a new version: this fingerprint of the analysis of a corpus changes with it.
 * When it fails, raise ANALYSIS_VERSION and record the new fingerprint here.
 */
const CORPUS = [
  'Infirmier(ère) auxiliaire de nuit, CHSLD à Montréal-Nord',
  'Serveur(euse) / barman(maid) — restaurant l’Œuf d’or, temps partiel',
  'Directeur(trice) de magasin, conseiller·ère aux ventes, préposée aux bénéficiaires',
  'Développeur(se) C++ / C# / .NET, inf. aux., TES, RH, TI, PAB, 5 ans d’expérience',
  'Technicienne en éducation spécialisée; éducatrice; souscriptrice; contrôleuse; auditrice',
  'Registered nurses, waitresses and line cooks wanted: hospitality, accounting, IT support',
  'rigoureuse, chaleureuse, sérieuse, heureuse; carrière, année, matrice, personne, heure',
  'Node.js, Vue.js, ASP.NET, F#, CI/CD, k8s, R&D, classe A, R.C.R., SIMDUT; R',
];

/** An offer with attributes: what offerVectors makes of the parts, weights included. */
const OFFER = {
  titleFr: 'Développeur(se) .NET',
  descriptionFr: 'Équipe agile à Montréal.',
  titleEn: null,
  descriptionEn: null,
  attributes: [
    ['C#', 'C#'],
    ['Service à la clientèle', 'Customer service'],
    ['R', 'R'],
  ] as const,
};

const FINGERPRINTS: Record<number, string> = {
  1: '16f30a7474ba',
  // 2: the same terms; the titles' own vectors were added.
  2: '16f30a7474ba',
  // 3: "accountant" and "accounting" keep a term of their own (not "account").
  3: '18004b126ab0',
  // 4: skills, certifications and specializations in the vectors (weight C); "Node.js",
  // "ASP.NET", "CI/CD"… one word each; a letter alone is no word.
  4: '86a14fe6482f',
  // 5: the title and labels' own vectors (search_key_*), for tier 5 of broad searches.
  5: '03182492dc2a',
};

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const text of CORPUS)
    for (const lang of ['fr', 'en'] as const)
      hash.update(JSON.stringify([foldInclusive(text), analyze(text, lang).map((t) => t.terms)]));
  // Versions 1 to 3 had no attributes in the vectors: their fingerprint is of the analysis alone.
  if (ANALYSIS_VERSION >= 4) hash.update(JSON.stringify(offerVectors(OFFER)));
  return hash.digest('hex').slice(0, 12);
}

describe('ANALYSIS_VERSION', () => {
  it('changes whenever the analysis of offer text changes', () => {
    expect(
      fingerprint(),
      'the analysis changed: raise ANALYSIS_VERSION (offers are indexed again on start)',
    ).toBe(FINGERPRINTS[ANALYSIS_VERSION]);
  });
});
