import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { foldFeminineWord, foldInclusive } from './fold.js';

/** [feminine or inclusive form, masculine form]: each pair must fold to the same word. */
const FEMININE_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['serveuse', 'serveur'],
  ['serveuses', 'serveurs'],
  ['vendeuse', 'vendeur'],
  ['coiffeuse', 'coiffeur'],
  ['plongeuse', 'plongeur'],
  ['recruteuse', 'recruteur'],
  ['contrôleuse', 'contrôleur'],
  ['controleuse', 'controleur'],
  ['chauffeuse', 'chauffeur'],
  ['développeuse', 'développeur'],
  ['developpeuse', 'developpeur'],
  ['livreuse', 'livreur'],
  ['entrepreneuse', 'entrepreneur'],
  ['programmeuse', 'programmeur'],
  ['manutentionnaire', 'manutentionnaire'],
  ['masseuse', 'masseur'],
  ['camionneuse', 'camionneur'],
  ['soudeuse', 'soudeur'],
  ['monteuse', 'monteur'],
  ['directrice', 'directeur'],
  ['directrices', 'directeurs'],
  ['auditrice', 'auditeur'],
  ['souscriptrice', 'souscripteur'],
  ['éducatrice', 'éducateur'],
  ['educatrice', 'educateur'],
  ['coordonnatrice', 'coordonnateur'],
  ['coordinatrice', 'coordinateur'],
  ['administratrice', 'administrateur'],
  ['animatrice', 'animateur'],
  ['opératrice', 'opérateur'],
  ['conductrice', 'conducteur'],
  ['formatrice', 'formateur'],
  ['rédactrice', 'rédacteur'],
  ['traductrice', 'traducteur'],
  ['inspectrice', 'inspecteur'],
  ['actrice', 'acteur'],
  ['ambassadrice', 'ambassadeur'],
  ['infirmière', 'infirmier'],
  ['infirmiere', 'infirmier'],
  ['infirmières', 'infirmiers'],
  ['caissière', 'caissier'],
  ['courtière', 'courtier'],
  ['cuisinière', 'cuisinier'],
  ['ouvrière', 'ouvrier'],
  ['hôtelière', 'hôtelier'],
  ['policière', 'policier'],
  ['financière', 'financier'],
  ['première', 'premier'],
  ['conseillère', 'conseiller'],
  ['conseillere', 'conseiller'],
  ['boulangère', 'boulanger'],
  ['bouchère', 'boucher'],
  ['ménagère', 'ménager'],
  ['étrangère', 'étranger'],
  ['technicienne', 'technicien'],
  ['techniciennes', 'techniciens'],
  ['électricienne', 'électricien'],
  ['mécanicienne', 'mécanicien'],
  ['informaticienne', 'informaticien'],
  ['pharmacienne', 'pharmacien'],
  ['gardienne', 'gardien'],
  ['citoyenne', 'citoyen'],
  ['préposée', 'préposé'],
  ['preposee', 'prepose'],
  ['employée', 'employé'],
  ['employées', 'employés'],
  ['associée', 'associé'],
  ['spécialisée', 'spécialisé'],
  ['diplômée', 'diplômé'],
  ['qualifiée', 'qualifié'],
  ['déléguée', 'délégué'],
  ['ingénieure', 'ingénieur'],
  ['professeure', 'professeur'],
  ['superviseure', 'superviseur'],
  ['auteure', 'auteur'],
  ['supérieure', 'supérieur'],
  ['rigoureuse', 'rigoureux'],
  ['chaleureuse', 'chaleureux'],
  ['sérieuse', 'sérieux'],
  ['minutieuse', 'minutieux'],
  ['consciencieuse', 'consciencieux'],
  ['respectueuse', 'respectueux'],
  ['heureuse', 'heureux'],
  ['généreuse', 'généreux'],
  ['courageuse', 'courageux'],
  ['dangereuse', 'dangereux'],
  ['cheffe', 'chef'],
  ['hôtesse', 'hôte'],
  ['maîtresse', 'maître'],
  ['patronne', 'patron'],
  ['artisane', 'artisan'],
  ['publique', 'public'],
];

/** Words that end like a feminine form but are not one: folding must leave them as they are. */
const LEFT_ALONE = [
  'carrière',
  'matière',
  'manière',
  'lumière',
  'frontière',
  'rivière',
  'barrière',
  'filière',
  'cimetière',
  'année',
  'journée',
  'entrée',
  'durée',
  'idée',
  'soirée',
  'musée',
  'lycée',
  'randonnée',
  'matrice',
  'cicatrice',
  'heure',
  'demeure',
  'personne',
  'colonne',
  'antenne',
  'mère',
  'frère',
  'ministère',
  'caractère',
  'critère',
  'entreprise',
  'chaise',
  'maison',
  'caisse',
  'vitesse',
  'adresse',
  'gère',
  'opère',
  'perceuse',
  'tondeuse',
  'laveuse',
  'poste',
  'vente',
  'liste',
  'porte',
  'serveur',
  'directeur',
  'infirmier',
  'chef',
  'commis',
];

describe('foldFeminineWord', () => {
  it.each(FEMININE_WORDS)('%s folds to %s', (feminine, masculine) => {
    expect(foldFeminineWord(feminine)).toBe(foldFeminineWord(masculine));
    expect(foldFeminineWord(feminine)).toBe(masculine);
  });

  it.each(LEFT_ALONE)('%s is left alone', (word) => {
    expect(foldFeminineWord(word)).toBe(word);
  });

  it('holds more than 100 pairs and words to leave alone', () => {
    expect(FEMININE_WORDS.length + LEFT_ALONE.length).toBeGreaterThanOrEqual(100);
  });
});

/** [inclusive form as offers write it, what it folds to]. */
const INCLUSIVE_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['infirmier(ère)', 'infirmier'],
  ['infirmier(ere)', 'infirmier'],
  ['serveur(euse)', 'serveur'],
  ['directeur(trice) de magasin', 'directeur de magasin'],
  ['technicien(ne) en comptabilité', 'technicien en comptabilité'],
  ['préposé(e) aux bénéficiaires', 'préposé aux bénéficiaires'],
  ['adjoint(e) administratif(ve)', 'adjoint administratif'],
  ['adjoint(e)s', 'adjoints'],
  ['technicien (ne)', 'technicien'],
  ['conseiller/ère', 'conseiller'],
  ['directeur/trice', 'directeur'],
  ['conseiller·ère', 'conseiller'],
  ['étudiant·e·s', 'étudiants'],
  ['employé.e', 'employé'],
  ['agent-e de sécurité', 'agent de sécurité'],
  ['web / e-commerce', 'web / e-commerce'],
  ['aide-cuisinier', 'aide-cuisinier'],
  ['saint-jean-sur-richelieu', 'saint-jean-sur-richelieu'],
  ['inf. aux.', 'inf. aux.'],
];

describe('foldInclusive', () => {
  it.each(INCLUSIVE_FORMS)('%s → %s', (written, folded) => {
    expect(foldInclusive(written)).toBe(folded);
  });
});

describe('analyze', () => {
  const terms = (text: string, lang: 'fr' | 'en' = 'fr') =>
    analyze(text, lang).map((t) => t.terms[0]);

  it('gives the same terms with or without accents, in any case', () => {
    const expected = terms('Infirmier(ère)');
    for (const typed of ['infirmière', 'infirmiere', 'INFIRMIÈRE', 'Infirmier', 'infirmier/ère'])
      expect(terms(typed)).toEqual(expected);
  });

  it('folds a title and the feminine words typed for it to the same terms', () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      ['Serveur(euse)', 'serveuse'],
      ['Directeur(trice) de magasin', 'directrice de magasin'],
      ['Conseiller(ère) en ressources humaines', 'conseillère en ressources humaines'],
      ['Préposé(e) aux bénéficiaires', 'preposee aux beneficiaires'],
      ['Courtier(ère) en assurance', 'courtière en assurance'],
      ['Contrôleur(euse) financier(ère)', 'contrôleuse financière'],
      ['Auditeur(trice) de nuit', 'auditrice de nuit'],
      ['Agent / agente de recrutement', 'agente de recrutement'],
      ['Technicien(ne) en éducation spécialisée', 'technicienne en education specialisee'],
    ];
    for (const [title, typed] of pairs)
      expect(new Set(terms(typed))).toEqual(new Set(terms(title)));
  });

  it('drops stop words but keeps the words candidates search for', () => {
    expect(terms('le poste de la serveuse')).toEqual(terms('poste serveuse'));
    expect(terms('TES')).toHaveLength(1);
    expect(terms('IT support', 'en')).toEqual(['it', 'support']);
  });

  it('keeps technology names whole', () => {
    expect(terms('Développeur C++ / C# / .NET')).toEqual(
      terms('développeur cplusplus csharp dotnet'),
    );
  });
});
