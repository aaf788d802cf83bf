import { eq } from 'drizzle-orm';
import { slugify } from '../../lib/slugify.js';
import type { DbLike } from '../client.js';
import { companies } from '../schema.js';
import { CITIES } from './data/cities.js';
import type { DemoTeams } from './demo-accounts.js';
import { companyNames, type DemoContext } from './demo-context.js';
import { demoLogoSvg, storeDemoLogo } from './logos.js';

/** What a demo company does, by its main category: [English, French], after its name. */
const SECTORS: Readonly<Record<number, readonly [string, string]>> = {
  1: [
    'provides administrative services to businesses',
    'offre des services administratifs aux entreprises',
  ],
  2: ['is an engineering consulting firm', 'est une firme de génie-conseil'],
  3: [
    'installs and maintains industrial equipment',
    'installe et entretient des équipements industriels',
  ],
  4: ['is an accounting firm serving SMEs', 'est un cabinet comptable au service des PME'],
  5: [
    'is a general contractor in residential and commercial construction',
    'est un entrepreneur général en construction résidentielle et commerciale',
  ],
  6: ['is a cooperative financial institution', 'est une institution financière coopérative'],
  7: ['is a damage insurance firm', 'est un cabinet en assurance de dommages'],
  8: ['builds software for Quebec businesses', 'conçoit des logiciels pour les entreprises d’ici'],
  9: ['is a human resources consulting firm', 'est une firme-conseil en ressources humaines'],
  10: ['is a law firm', 'est un cabinet d’avocats'],
  11: ['sells technical products to businesses', 'vend des produits techniques aux entreprises'],
  12: ['is a marketing agency', 'est une agence de marketing'],
  13: ['is a public relations firm', 'est une firme de relations publiques'],
  14: ['is a design and video production studio', 'est un studio de design et de production vidéo'],
  15: ['runs a multisport centre', 'exploite un centre multisport'],
  16: [
    'answers the customers of large Quebec companies',
    'répond à la clientèle de grandes entreprises québécoises',
  ],
  17: ['is an architecture firm', 'est une firme d’architectes'],
  18: ['is a road freight carrier', 'est un transporteur routier de marchandises'],
  19: [
    'runs warehouses and distribution centres',
    'exploite des entrepôts et des centres de distribution',
  ],
  20: ['is an educational institution', 'est un établissement d’enseignement'],
  21: ['provides health care', 'offre des soins de santé'],
  22: ['is a biotechnology laboratory', 'est un laboratoire de biotechnologie'],
  23: ['is a diversified management group', 'est un groupe de gestion diversifié'],
  24: ['is a security agency', 'est une agence de sécurité'],
  25: [
    'is a hotel welcoming guests all year round',
    'est un établissement hôtelier ouvert toute l’année',
  ],
  26: ['is a restaurant group', 'est un groupe de restaurants'],
  27: ['is a community organization', 'est un organisme communautaire'],
  28: [
    'manages residential and commercial buildings',
    'gère des immeubles résidentiels et commerciaux',
  ],
  29: ['is a retailer', 'est un détaillant'],
  30: ['is a family farm business', 'est une entreprise agricole familiale'],
  31: ['is a manufacturer', 'est un fabricant'],
};

/**
 * What sets each demo company apart, [English, French], after what it does: one sentence per
 * company (by its rank), so no two descriptions read alike.
 */
const COMPANY_TRAITS: ReadonlyArray<readonly [string, string]> = [
  [
    'Our teams are small and every voice counts.',
    'Nos équipes sont petites et chaque voix compte.',
  ],
  [
    'We train our people from their first day.',
    'Nous formons notre monde dès la première journée.',
  ],
  [
    'Half of our managers started at entry level.',
    'La moitié de nos gestionnaires ont commencé au bas de l’échelle.',
  ],
  ['We close between Christmas and New Year’s Day.', 'Nous fermons entre Noël et le jour de l’An.'],
  [
    'Our clients have trusted us for three generations.',
    'Nos clients nous font confiance depuis trois générations.',
  ],
  [
    'We invest a share of our profits in local causes.',
    'Nous versons une part de nos profits à des causes locales.',
  ],
  [
    'We were among the first in our field to offer a four-day week.',
    'Nous avons été parmi les premiers du secteur à offrir la semaine de quatre jours.',
  ],
  [
    'Our offices are a short walk from public transit.',
    'Nos bureaux sont à deux pas du transport en commun.',
  ],
  [
    'We grew from 5 to more than 100 employees in ten years.',
    'Nous sommes passés de 5 à plus de 100 employés en dix ans.',
  ],
  [
    'Our work has won several regional awards.',
    'Notre travail a remporté plusieurs prix régionaux.',
  ],
  [
    'We serve clients across Quebec and Ontario.',
    'Nous servons une clientèle partout au Québec et en Ontario.',
  ],
  [
    'Every employee has a mentor during the first year.',
    'Chaque employé a un mentor pendant sa première année.',
  ],
  ['We favour promotion from within.', 'Nous privilégions la promotion à l’interne.'],
  ['Our building runs on renewable energy.', 'Notre bâtiment fonctionne à l’énergie renouvelable.'],
  ['We publish our salary scales.', 'Nous publions nos échelles salariales.'],
  [
    'We are an employee-owned cooperative.',
    'Nous sommes une coopérative appartenant à ses employés.',
  ],
];

export interface DemoCompanyRow {
  id: number;
  teamId: number;
}

/**
 * Companies: each described in both languages in its own words (what it does by its trade, where
 * and since when, and one trait of its own), with its website and, for most, social pages and a
 * video. A few have only a French name: the API falls back to it. The first three are the demo
 * team's; the others each have their own team.
 */
export async function seedCompanies(
  db: DbLike,
  ctx: DemoContext,
  teams: DemoTeams,
): Promise<DemoCompanyRow[]> {
  const foundedIn = (i: number) => 1952 + ((i * 17) % 70);
  const companyRows = ctx.companyDefs.map(([fr, , category], i) => {
    const names = companyNames(ctx.companyDefs, i);
    const slug = slugify(fr);
    const hasVideo = i % 4 === 0;
    const social = i % 3 !== 2;
    return {
      teamId: i < 3 ? teams.demoTeamId : (teams.otherTeamIds[i - 3] ?? teams.demoTeamId),
      slug,
      nameFr: fr,
      // A few companies only have a French name: the API falls back to it.
      nameEn: names.hasEnglishName ? names.en : '',
      // What it does, where and since when, and what sets it apart: every company's own, in
      // both languages (an English page never shows a French description).
      descriptionFr: `${fr} ${SECTORS[category]?.[1] ?? 'est une entreprise québécoise'}. Fondée en ${foundedIn(i)}, elle a son siège à ${CITIES[(i * 5) % CITIES.length]}. ${COMPANY_TRAITS[i % COMPANY_TRAITS.length]![1]}`,
      descriptionEn: `${names.en} ${SECTORS[category]?.[0] ?? 'is a Quebec employer'}. Founded in ${foundedIn(i)}, it is based in ${CITIES[(i * 5) % CITIES.length]}. ${COMPANY_TRAITS[i % COMPANY_TRAITS.length]![0]}`,
      videoFr: hasVideo ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
      videoEn: hasVideo && i % 8 === 0 ? 'https://vimeo.com/76979871' : null,
      website: `https://${slug}.example.com`,
      facebook: social ? `https://www.facebook.com/${slug}` : null,
      linkedin: social ? `https://www.linkedin.com/company/${slug}` : null,
      twitter: social && i % 2 === 0 ? `https://twitter.com/${slug.replace(/-/g, '')}` : null,
      instagram:
        social && i % 3 === 0 ? `https://www.instagram.com/${slug.replace(/-/g, '')}` : null,
    };
  });
  return db
    .insert(companies)
    .values(companyRows)
    .returning({ id: companies.id, teamId: companies.teamId });
}

/**
 * Logos: three companies in four get a drawn mark, stored with its variants like an upload (the
 * others show their monogram).
 */
export async function seedLogos(
  db: DbLike,
  ctx: DemoContext,
  insertedCompanies: readonly DemoCompanyRow[],
): Promise<void> {
  const { options } = ctx;
  const logos = await Promise.all(
    insertedCompanies.map(async (company, i) =>
      i % 4 === 3
        ? null
        : { id: company.id, logo: await storeDemoLogo(options.storage, demoLogoSvg(i)) },
    ),
  );
  // The seed runs in one transaction, on one connection: its queries go one after the other
  // (concurrent queries on a pg client are deprecated, and queued by it anyway).
  for (const entry of logos) {
    if (!entry) continue;
    const { logo } = entry;
    await db
      .update(companies)
      .set({
        logoPath: logo.storagePath,
        logoWidth: logo.width,
        logoHeight: logo.height,
        logoVariants: logo.variants,
      })
      .where(eq(companies.id, entry.id));
  }
}
