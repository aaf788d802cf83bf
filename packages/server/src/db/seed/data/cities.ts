/** The 48 Quebec cities of the search filter; ids follow this order (largest first). */
export const CITIES: readonly string[] = [
  'Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Saguenay', 'Lévis',
  'Trois-Rivières', 'Terrebonne', 'Saint-Jean-sur-Richelieu', 'Repentigny', 'Brossard', 'Drummondville',
  'Saint-Jérôme', 'Granby', 'Blainville', 'Saint-Hyacinthe', 'Mirabel', 'Shawinigan', 'Dollard-des-Ormeaux',
  'Rimouski', 'Victoriaville', 'Saint-Eustache', 'Mascouche', 'Châteauguay', 'Rouyn-Noranda',
  'Salaberry-de-Valleyfield', 'Vaudreuil-Dorion', 'Sorel-Tracy', 'Boucherville', 'Sept-Îles', "Val-d'Or",
  'Alma', 'Thetford Mines', 'Saint-Georges', 'Joliette', 'Baie-Comeau', 'Magog', 'Sainte-Julie',
  'Saint-Constant', 'Chambly', 'Saint-Bruno-de-Montarville', 'Côte-Saint-Luc', 'Beloeil', 'Pointe-Claire',
  'Varennes', 'Matane',
];

/** The short list of 10 shown first, in its order. */
export const FEATURED_CITIES: readonly string[] = [
  'Montréal', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Saguenay', 'Lévis', 'Trois-Rivières',
  'Terrebonne', 'Saint-Jean-sur-Richelieu',
];
