/**
 * Folding of French inclusive and feminine job-title forms to one form, the masculine, so that
 * "serveuse", "Serveur(euse)", "serveur/serveuse" and "serveur·euse" are the same word for search.
 * It runs on offer text and on what candidates type alike (analyze.ts), before stemming.
 *
 * The rules work with or without accents ("infirmiere" folds like "infirmière"), since candidates
 * often type without them. Words a suffix rule would wrongly touch are listed as exceptions; the
 * table in fold.test.ts holds both the pairs that must fold and the words that must not.
 */

/** Inclusive endings written after the masculine word: "(e)", "(ère)", "(euse)", "(trice)"… */
const INCLUSIVE_SUFFIX =
  '(?:e|es|s|ère|ere|ères|eres|euse|euses|trice|trices|ne|nne|nes|ve|ves|fe|se|le|te|ice|esse)';

/** "infirmier(ère)", "adjoint(e)s", "technicien (ne)": the parenthesised ending goes. */
const PARENTHESISED = new RegExp(`(?<=\\p{L})\\s?\\(${INCLUSIVE_SUFFIX}\\)`, 'giu');
/** "conseiller/ère", "directeur/trice": a bare ending after a slash goes (a whole word stays). */
const SLASHED_ENDING = new RegExp(`(?<=\\p{L})\\s?/\\s?-?${INCLUSIVE_SUFFIX}(?![\\p{L}-])`, 'giu');
/** "conseiller·ère", "étudiant·e·s", "employé.e", "agent-e": a dotted or hyphenated ending goes. */
const DOTTED_ENDING = new RegExp(
  `(?<=\\p{L})[·•‧∙.-]${INCLUSIVE_SUFFIX}(?:[·•‧∙.](s))?(?![\\p{L}])`,
  'giu',
);

/** Removes inclusive endings; the plural "s" of "étudiant·e·s" stays on the word. */
export function foldInclusive(text: string): string {
  return text
    .replace(PARENTHESISED, '')
    .replace(SLASHED_ENDING, '')
    .replace(DOTTED_ENDING, (_m, plural: string | undefined) => plural ?? '');
}

/** Accents off, for comparisons that must not depend on them. */
export function stripAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** Feminine words with an irregular masculine, and masculine forms that the rules cannot guess. */
const IRREGULAR: Readonly<Record<string, string>> = {
  cheffe: 'chef',
  maitresse: 'maître',
  hotesse: 'hôte',
  doctoresse: 'docteur',
  ambassadrice: 'ambassadeur',
  artisane: 'artisan',
  paysanne: 'paysan',
  cadette: 'cadet',
  patronne: 'patron',
  championne: 'champion',
  espionne: 'espion',
  maconne: 'maçon',
  bonne: 'bon',
  nouvelle: 'nouveau',
  belle: 'beau',
  copine: 'copain',
  compagne: 'compagnon',
  vieille: 'vieux',
  fraiche: 'frais',
  grecque: 'grec',
  publique: 'public',
  turque: 'turc',
  blanche: 'blanc',
  franche: 'franc',
  seche: 'sec',
  longue: 'long',
  douce: 'doux',
  fausse: 'faux',
  rousse: 'roux',
  jalouse: 'jaloux',
  // Adjectives in -euse whose masculine is -eux, not -eur (the -ieuse/-ueuse/-reuse rules miss them).
  courageuse: 'courageux',
  avantageuse: 'avantageux',
  orageuse: 'orageux',
  outrageuse: 'outrageux',
  nombreuse: 'nombreux',
  joyeuse: 'joyeux',
  paresseuse: 'paresseux',
  fameuse: 'fameux',
  epineuse: 'épineux',
  lumineuse: 'lumineux',
  volumineuse: 'volumineux',
  neigeuse: 'neigeux',
  soigneuse: 'soigneux',
  dedaigneuse: 'dédaigneux',
  moelleuse: 'moelleux',
  scandaleuse: 'scandaleux',
  frileuse: 'frileux',
  merveilleuse: 'merveilleux',
  perilleuse: 'périlleux',
  orgueilleuse: 'orgueilleux',
  honteuse: 'honteux',
  astucieuse: 'astucieux',
  fastueuse: 'fastueux',
  famineuse: 'famineux',
  genereuse: 'généreux',
  heureuse: 'heureux',
  peureuse: 'peureux',
  dangereuse: 'dangereux',
};

/**
 * Words that end like a feminine form but are not one: a suffix rule must leave them alone.
 * Kept without accents (they are compared without accents).
 */
const NOT_FEMININE = new Set([
  // -ière / -ère nouns
  'carriere',
  'carrieres',
  'matiere',
  'matieres',
  'maniere',
  'lumiere',
  'frontiere',
  'riviere',
  'barriere',
  'biere',
  'arriere',
  'derriere',
  'priere',
  'filiere',
  'filieres',
  'chaudiere',
  'poussiere',
  'lisiere',
  'croisiere',
  'verriere',
  'gouttiere',
  'banniere',
  'civiere',
  'litiere',
  'theiere',
  'taniere',
  'paupiere',
  'soupiere',
  'visiere',
  'saliere',
  'cimetiere',
  'enchere',
  'encheres',
  'fougere',
  // -ée nouns
  'annee',
  'annees',
  'journee',
  'journees',
  'entree',
  'entrees',
  'duree',
  'idee',
  'idees',
  'arrivee',
  'soiree',
  'soirees',
  'pensee',
  'allee',
  'armee',
  'musee',
  'lycee',
  'trophee',
  'rangee',
  'poignee',
  'randonnee',
  'chaussee',
  'vallee',
  'portee',
  'tournee',
  'plongee',
  'montee',
  'matinee',
  'cheminee',
  'epee',
  'fee',
  'maree',
  'dictee',
  'corvee',
  'fusee',
  'denree',
  'denrees',
  'bouchee',
  'gorgee',
  'assemblee',
  'lignee',
  'renommee',
  'traversee',
  'coulee',
  'destinee',
  'echappee',
  'epopee',
  'odyssee',
  'pygmee',
  'apogee',
  'athee',
  // -trice / -rice nouns
  'matrice',
  'cicatrice',
  'nourrice',
  // -euse nouns that are not agents
  'berceuse',
  'chartreuse',
  'tubereuse',
  'veilleuse',
  'perceuse',
  'friteuse',
  'tondeuse',
  'agrafeuse',
  'balayeuse',
  'chargeuse',
  'niveleuse',
  'pelleteuse',
  'laveuse',
  'secheuse',
  'mitrailleuse',
  'moissonneuse',
  'faucheuse',
  'couveuse',
  'ecrémeuse',
  'ecremeuse',
  'meuleuse',
  'ponceuse',
  'raboteuse',
  'scie',
  // -ienne / -enne nouns
  'antenne',
  'persienne',
  'garenne',
  'etrenne',
  'benne',
  // -eure nouns
  'heure',
  'heures',
  'demeure',
  'beurre',
]);

/**
 * Suffix rules, tried in order: [feminine ending, masculine ending], both without accents, then
 * the accent the masculine ending takes back when the word had one (préposée → préposé).
 */
const SUFFIX_RULES: ReadonlyArray<readonly [string, string]> = [
  // Adjectives: -ieuse, -ueuse, -eureuse, -oureuse, -ereuse → -eux (sérieuse, rigoureuse…)
  ['ieuse', 'ieux'],
  ['ueuse', 'ueux'],
  ['eureuse', 'eureux'],
  ['oureuse', 'oureux'],
  ['ereuse', 'ereux'],
  // Agent nouns: serveuse, vendeuse, recruteuse, contrôleuse → -eur
  ['euse', 'eur'],
  // directrice, auditrice, souscriptrice, éducatrice → -teur
  ['trice', 'teur'],
  // ingénieure, professeure, superviseure → -eur
  ['eure', 'eur'],
  // infirmière, caissière, courtière, cuisinière → -ier
  ['iere', 'ier'],
  // conseillère, boulangère, bouchère, ménagère → -er (only after ll, g, ch: mère, frère stay)
  ['llere', 'ller'],
  ['gere', 'ger'],
  ['chere', 'cher'],
  // technicienne, électricienne, citoyenne, européenne → -ien, -yen, -éen
  ['ienne', 'ien'],
  ['yenne', 'yen'],
  ['eenne', 'een'],
  // préposée, employée, spécialisée → -é
  ['ee', 'e'],
];

/** Plural endings that a feminine plural carries: "serveuses" folds like "serveuse". */
const PLURAL = /s$/;

/**
 * The masculine of a French word when it is a feminine form (a job title or an adjective of one),
 * else the word itself. Expects a lower-case word; keeps its accents where the masculine has them.
 */
export function foldFeminineWord(word: string): string {
  if (word.length < 4) return word;
  const bare = stripAccents(word);
  const plural = PLURAL.test(bare) && !bare.endsWith('ss');
  const singular = plural ? bare.slice(0, -1) : bare;
  const suffixPlural = plural ? 's' : '';
  if (NOT_FEMININE.has(bare) || NOT_FEMININE.has(singular)) return word;
  const irregular = IRREGULAR[singular];
  if (irregular) return irregular + (plural && !/[sx]$/.test(irregular) ? 's' : '');
  for (const [feminine, masculine] of SUFFIX_RULES) {
    if (!singular.endsWith(feminine) || singular.length - feminine.length < 2) continue;
    // The word's own letters before the ending, accents kept (same length once accents are off
    // when the word is precomposed: NFC input, one code point a letter).
    const stemLength = singular.length - feminine.length;
    const original = [...word.normalize('NFC')];
    const head =
      original.length === bare.length
        ? original.slice(0, stemLength).join('')
        : singular.slice(0, stemLength);
    const accented = feminine === 'ee' && /ée?s?$/.test(word) ? 'é' : masculine;
    return head + accented + suffixPlural;
  }
  return word;
}

/** English feminine job words with a distinct masculine (most English titles are neutral). */
const ENGLISH_FEMININE: Readonly<Record<string, string>> = {
  waitress: 'waiter',
  waitresses: 'waiters',
  actress: 'actor',
  hostess: 'host',
  hostesses: 'hosts',
  stewardess: 'steward',
  chairwoman: 'chairman',
  businesswoman: 'businessman',
  saleswoman: 'salesman',
  salesladies: 'salesmen',
  saleslady: 'salesman',
  councilwoman: 'councilman',
  headmistress: 'headmaster',
  seamstress: 'tailor',
  laundress: 'launderer',
};

/** The masculine or neutral form of an English job word, else the word. */
export function foldEnglishWord(word: string): string {
  return ENGLISH_FEMININE[word] ?? word;
}
