/**
 * The 31 categories in their fixed order (ids 1–31, "other" = 31 sorted last),
 * each with its specializations (ids from 1000) and a few job titles used by the demo offers.
 * Labels: [English, French].
 */
export interface CategorySeed {
  id: number;
  label: readonly [string, string];
  specializations: ReadonlyArray<readonly [string, string]>;
  jobs: ReadonlyArray<readonly [string, string]>;
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 1,
    label: ['Administrative', 'Administration'],
    specializations: [['Reception', 'Réception'], ['Office administration', 'Administration de bureau'], ['Executive assistance', 'Adjointe de direction'], ['Data entry', 'Saisie de données']],
    jobs: [['Administrative assistant', 'Adjoint administratif / adjointe administrative'], ['Receptionist', 'Réceptionniste'], ['Office clerk', 'Commis de bureau']],
  },
  {
    id: 2,
    label: ['Engineering', 'Génie'],
    specializations: [['Civil engineering', 'Génie civil'], ['Mechanical engineering', 'Génie mécanique'], ['Electrical engineering', 'Génie électrique'], ['Industrial engineering', 'Génie industriel'], ['Chemical engineering', 'Génie chimique']],
    jobs: [['Civil engineer', 'Ingénieur civil / ingénieure civile'], ['Mechanical engineer', 'Ingénieur / ingénieure en mécanique'], ['Electrical engineer', 'Ingénieur électricien / ingénieure électricienne']],
  },
  {
    id: 3,
    label: ['Technical trades', 'Métiers techniques'],
    specializations: [['Electricity', 'Électricité'], ['Plumbing', 'Plomberie'], ['Welding', 'Soudage'], ['Industrial mechanics', 'Mécanique industrielle'], ['Refrigeration', 'Réfrigération']],
    jobs: [['Electrician', 'Électricien / électricienne'], ['Welder', 'Soudeur / soudeuse'], ['Industrial mechanic', 'Mécanicien industriel / mécanicienne industrielle']],
  },
  {
    id: 4,
    label: ['Accounting', 'Comptabilité'],
    specializations: [['Bookkeeping', 'Tenue de livres'], ['Payroll', 'Paie'], ['Audit', 'Vérification'], ['Taxation', 'Fiscalité'], ['Accounts payable', 'Comptes fournisseurs']],
    jobs: [['Accountant', 'Comptable'], ['Payroll technician', 'Technicien / technicienne en paie'], ['Accounting clerk', 'Commis comptable']],
  },
  {
    id: 5,
    label: ['Construction', 'Construction'],
    specializations: [['Carpentry', 'Charpenterie-menuiserie'], ['Project management', 'Gestion de chantier'], ['Heavy equipment', 'Machinerie lourde'], ['Masonry', 'Maçonnerie']],
    jobs: [['Carpenter', 'Charpentier-menuisier / charpentière-menuisière'], ['Site superintendent', 'Surintendant / surintendante de chantier'], ['Heavy equipment operator', 'Opérateur / opératrice de machinerie lourde']],
  },
  {
    id: 6,
    label: ['Finance', 'Finance'],
    specializations: [['Financial analysis', 'Analyse financière'], ['Banking', 'Services bancaires'], ['Investment', 'Placement'], ['Credit', 'Crédit']],
    jobs: [['Financial analyst', 'Analyste financier / analyste financière'], ['Financial advisor', 'Conseiller / conseillère en finances'], ['Credit analyst', 'Analyste de crédit']],
  },
  {
    id: 7,
    label: ['Insurance', 'Assurance'],
    specializations: [['Damage insurance', 'Assurance de dommages'], ['Claims', 'Réclamations'], ['Underwriting', 'Souscription'], ['Brokerage', 'Courtage'], ['Life insurance', 'Assurance de personnes']],
    jobs: [['Damage insurance broker', 'Courtier / courtière en assurance de dommages'], ['Claims adjuster', 'Expert / experte en sinistre'], ['Underwriter', 'Souscripteur / souscriptrice']],
  },
  {
    id: 8,
    label: ['Information technology', "Technologies de l'information"],
    specializations: [['Software development', 'Développement logiciel'], ['Networks and infrastructure', 'Réseaux et infrastructures'], ['Cybersecurity', 'Cybersécurité'], ['Data and analytics', 'Données et analytique'], ['Technical support', 'Soutien technique'], ['Quality assurance', 'Assurance qualité']],
    jobs: [['Software developer', 'Développeur / développeuse de logiciels'], ['Network administrator', 'Administrateur / administratrice de réseaux'], ['IT support technician', 'Technicien / technicienne en soutien informatique']],
  },
  {
    id: 9,
    label: ['Human resources', 'Ressources humaines'],
    specializations: [['Recruitment', 'Recrutement'], ['Labour relations', 'Relations de travail'], ['Compensation and benefits', 'Rémunération et avantages sociaux'], ['Training and development', 'Formation et développement']],
    jobs: [['Human resources advisor', 'Conseiller / conseillère en ressources humaines'], ['Recruiter', 'Recruteur / recruteuse'], ['Labour relations advisor', 'Conseiller / conseillère en relations de travail']],
  },
  {
    id: 10,
    label: ['Legal', 'Juridique'],
    specializations: [['Litigation', 'Litige'], ['Corporate law', 'Droit des affaires'], ['Notarial law', 'Droit notarial'], ['Legal support', 'Soutien juridique']],
    jobs: [['Lawyer', 'Avocat / avocate'], ['Paralegal', 'Parajuriste'], ['Legal assistant', 'Adjoint juridique / adjointe juridique']],
  },
  {
    id: 11,
    label: ['Sales', 'Vente'],
    specializations: [['Business development', "Développement des affaires"], ['Inside sales', 'Vente interne'], ['Account management', 'Gestion de comptes'], ['Technical sales', 'Vente technique']],
    jobs: [['Sales representative', 'Représentant / représentante des ventes'], ['Account manager', 'Chargé / chargée de comptes'], ['Business development advisor', "Conseiller / conseillère en développement des affaires"]],
  },
  {
    id: 12,
    label: ['Marketing', 'Marketing'],
    specializations: [['Digital marketing', 'Marketing numérique'], ['Brand management', 'Gestion de marque'], ['Market research', 'Recherche marketing'], ['E-commerce', 'Commerce électronique']],
    jobs: [['Marketing coordinator', 'Coordonnateur / coordonnatrice marketing'], ['Digital marketing specialist', 'Spécialiste en marketing numérique'], ['Brand manager', 'Chef / cheffe de marque']],
  },
  {
    id: 13,
    label: ['Communication', 'Communication'],
    specializations: [['Public relations', 'Relations publiques'], ['Writing and editing', 'Rédaction et révision'], ['Translation', 'Traduction'], ['Social media', 'Médias sociaux']],
    jobs: [['Communications advisor', 'Conseiller / conseillère en communication'], ['Translator', 'Traducteur / traductrice'], ['Community manager', 'Gestionnaire de communauté']],
  },
  {
    id: 14,
    label: ['Arts', 'Arts'],
    specializations: [['Graphic design', 'Design graphique'], ['Video production', 'Production vidéo'], ['Photography', 'Photographie'], ['Performing arts', 'Arts de la scène']],
    jobs: [['Graphic designer', 'Graphiste'], ['Video editor', 'Monteur / monteuse vidéo'], ['Photographer', 'Photographe']],
  },
  {
    id: 15,
    label: ['Sports', 'Sports'],
    specializations: [['Coaching', 'Entraînement'], ['Fitness', 'Conditionnement physique'], ['Recreation', 'Loisirs'], ['Aquatics', 'Activités aquatiques']],
    jobs: [['Personal trainer', 'Entraîneur personnel / entraîneuse personnelle'], ['Recreation leader', 'Animateur / animatrice en loisirs'], ['Lifeguard', 'Sauveteur / sauveteuse']],
  },
  {
    id: 16,
    label: ['Customer service', 'Service à la clientèle'],
    specializations: [['Call centre', "Centre d'appels"], ['Client support', 'Soutien à la clientèle'], ['Reception desk', 'Accueil']],
    jobs: [['Customer service representative', 'Préposé / préposée au service à la clientèle'], ['Call centre agent', "Agent / agente de centre d'appels"], ['Client support agent', 'Agent / agente de soutien à la clientèle']],
  },
  {
    id: 17,
    label: ['Architecture', 'Architecture'],
    specializations: [['Building design', 'Conception de bâtiments'], ['Landscape architecture', 'Architecture de paysage'], ['Interior design', 'Design intérieur'], ['Architectural technology', 'Technologie de l’architecture']],
    jobs: [['Architect', 'Architecte'], ['Architectural technologist', 'Technologue en architecture'], ['Interior designer', "Designer d'intérieur"]],
  },
  {
    id: 18,
    label: ['Driver', 'Chauffeur'],
    specializations: [['Long haul trucking', 'Camionnage longue distance'], ['Delivery', 'Livraison'], ['Public transit', 'Transport en commun'], ['School bus', 'Autobus scolaire']],
    jobs: [['Truck driver class 1', 'Chauffeur / chauffeuse de camion classe 1'], ['Delivery driver', 'Chauffeur-livreur / chauffeuse-livreuse'], ['Bus driver', "Chauffeur / chauffeuse d'autobus"]],
  },
  {
    id: 19,
    label: ['Logistics', 'Logistique'],
    specializations: [['Warehousing', 'Entreposage'], ['Purchasing', 'Approvisionnement'], ['Transportation planning', 'Planification du transport'], ['Inventory control', "Contrôle de l'inventaire"]],
    jobs: [['Warehouse clerk', "Commis d'entrepôt"], ['Buyer', 'Acheteur / acheteuse'], ['Logistics coordinator', 'Coordonnateur / coordonnatrice logistique']],
  },
  {
    id: 20,
    label: ['Education', 'Éducation'],
    specializations: [['Elementary school', 'Enseignement primaire'], ['High school', 'Enseignement secondaire'], ['Early childhood', 'Petite enfance'], ['Special education', 'Adaptation scolaire'], ['Post-secondary', 'Enseignement postsecondaire']],
    jobs: [['Elementary school teacher', 'Enseignant / enseignante au primaire'], ['Early childhood educator', 'Éducateur / éducatrice à la petite enfance'], ['Special education technician', 'Technicien / technicienne en éducation spécialisée']],
  },
  {
    id: 21,
    label: ['Health care', 'Santé'],
    specializations: [['Nursing', 'Soins infirmiers'], ['Pharmacy', 'Pharmacie'], ['Rehabilitation', 'Réadaptation'], ['Medical laboratory', 'Laboratoire médical'], ['Patient care', 'Soins aux patients'], ['Dental care', 'Soins dentaires']],
    jobs: [['Registered nurse', 'Infirmier / infirmière'], ['Pharmacy technician', 'Assistant technique / assistante technique en pharmacie'], ['Beneficiary attendant', 'Préposé / préposée aux bénéficiaires']],
  },
  {
    id: 22,
    label: ['Science', 'Sciences'],
    specializations: [['Chemistry', 'Chimie'], ['Biology', 'Biologie'], ['Environment', 'Environnement'], ['Laboratory', 'Laboratoire de recherche']],
    jobs: [['Laboratory technician', 'Technicien / technicienne de laboratoire'], ['Chemist', 'Chimiste'], ['Environmental scientist', 'Spécialiste en environnement']],
  },
  {
    id: 23,
    label: ['Management', 'Gestion'],
    specializations: [['Operations management', 'Gestion des opérations'], ['Project management office', 'Bureau de projets'], ['General management', 'Direction générale'], ['Team supervision', "Supervision d'équipe"]],
    jobs: [['Operations manager', 'Directeur / directrice des opérations'], ['Project manager', 'Chargé / chargée de projet'], ['Team supervisor', "Superviseur / superviseure d'équipe"]],
  },
  {
    id: 24,
    label: ['Security', 'Sécurité'],
    specializations: [['Security guard', 'Gardiennage'], ['Occupational health and safety', 'Santé et sécurité au travail'], ['Loss prevention', 'Prévention des pertes']],
    jobs: [['Security guard', 'Agent / agente de sécurité'], ['Health and safety advisor', 'Conseiller / conseillère en santé et sécurité'], ['Loss prevention agent', 'Agent / agente de prévention des pertes']],
  },
  {
    id: 25,
    label: ['Hospitality', 'Hôtellerie'],
    specializations: [['Front desk', 'Réception hôtelière'], ['Housekeeping', 'Entretien ménager'], ['Events', 'Événements'], ['Hotel management', 'Gestion hôtelière']],
    jobs: [['Front desk agent', 'Préposé / préposée à la réception'], ['Room attendant', 'Préposé / préposée aux chambres'], ['Event coordinator', "Coordonnateur / coordonnatrice d'événements"]],
  },
  {
    id: 26,
    label: ['Restaurant', 'Restauration'],
    specializations: [['Kitchen', 'Cuisine'], ['Dining room', 'Salle à manger'], ['Bar', 'Bar'], ['Fast food', 'Restauration rapide']],
    jobs: [['Line cook', 'Cuisinier / cuisinière de ligne'], ['Server', 'Serveur / serveuse'], ['Chef', 'Chef / cheffe cuisinier']],
  },
  {
    id: 27,
    label: ['Social services', 'Services sociaux'],
    specializations: [['Social work', 'Travail social'], ['Youth services', 'Services à la jeunesse'], ['Community support', 'Soutien communautaire'], ['Addiction services', 'Dépendances']],
    jobs: [['Social worker', 'Travailleur social / travailleuse sociale'], ['Youth worker', 'Intervenant / intervenante jeunesse'], ['Community worker', 'Intervenant communautaire / intervenante communautaire']],
  },
  {
    id: 28,
    label: ['Real estate', 'Immobilier'],
    specializations: [['Property management', 'Gestion immobilière'], ['Real estate brokerage', 'Courtage immobilier'], ['Appraisal', 'Évaluation foncière']],
    jobs: [['Property manager', 'Gestionnaire immobilier'], ['Real estate broker', 'Courtier / courtière immobilier'], ['Appraiser', 'Évaluateur agréé / évaluatrice agréée']],
  },
  {
    id: 29,
    label: ['Retail', 'Commerce de détail'],
    specializations: [['Store management', 'Gestion de magasin'], ['Cashier', 'Caisse'], ['Merchandising', 'Marchandisage'], ['Retail sales', 'Vente au détail']],
    jobs: [['Store manager', 'Directeur / directrice de magasin'], ['Cashier', 'Caissier / caissière'], ['Sales associate', 'Conseiller / conseillère aux ventes']],
  },
  {
    id: 30,
    label: ['Agriculture', 'Agriculture'],
    specializations: [['Field crops', 'Grandes cultures'], ['Dairy farming', 'Production laitière'], ['Horticulture', 'Horticulture'], ['Agronomy', 'Agronomie']],
    jobs: [['Farm worker', 'Ouvrier agricole / ouvrière agricole'], ['Agronomist', 'Agronome'], ['Greenhouse worker', 'Ouvrier / ouvrière en serre']],
  },
  {
    id: 31,
    label: ['Other', 'Autre'],
    specializations: [['General labour', 'Manœuvre'], ['Maintenance', 'Entretien'], ['Miscellaneous', 'Divers']],
    jobs: [['General labourer', 'Manœuvre'], ['Maintenance worker', "Préposé / préposée à l'entretien"], ['Handyman', 'Homme / femme à tout faire']],
  },
];

/** In the order a job seeker reads them (their sort order): the usual first, volunteering last. */
export const SCHEDULES: ReadonlyArray<readonly [number, string, string]> = [
  [41, 'Full time', 'Temps plein'],
  [40, 'Part time', 'Temps partiel'],
  [38, 'Permanent', 'Permanent'],
  [39, 'Temporary', 'Temporaire'],
  [37, 'Contract', 'Contrat'],
  [314, 'Substitution', 'Remplacement'],
  [36, 'Volunteer', 'Bénévolat'],
];

export const EXPERIENCES: ReadonlyArray<readonly [number, string, string]> = [
  [32, '0 to 2 years', '0 à 2 ans'],
  [33, '2 to 5 years', '2 à 5 ans'],
  [34, '5 to 10 years', '5 à 10 ans'],
  [35, '10 years +', '10 ans et +'],
];

export const EDUCATION_LEVELS: ReadonlyArray<readonly [string, string]> = [
  ['High school diploma', "Diplôme d'études secondaires (DES)"],
  ['Vocational diploma', "Diplôme d'études professionnelles (DEP)"],
  ['College diploma', "Diplôme d'études collégiales (DEC)"],
  ["Bachelor's degree", 'Baccalauréat'],
  ["Master's degree", 'Maîtrise'],
  ['Doctorate', 'Doctorat'],
];

export const CERTIFICATIONS: ReadonlyArray<readonly [string, string]> = [
  ['Chartered Professional Accountant (CPA)', 'Comptable professionnel agréé (CPA)'],
  ['Professional Engineer (Eng.)', 'Ingénieur (ing.)'],
  ['Project Management Professional (PMP)', 'Professionnel en gestion de projet (PMP)'],
  ['Certified Human Resources Professional (CHRP)', 'Conseiller en ressources humaines agréé (CRHA)'],
  ['Damage insurance broker (AMF)', "Courtier en assurance de dommages (AMF)"],
  ['Registered nurse (OIIQ)', 'Infirmière autorisée (OIIQ)'],
  ['Class 1 driver licence', 'Permis de conduire classe 1'],
  ['Class 3 driver licence', 'Permis de conduire classe 3'],
  ['Forklift operator card', 'Carte de cariste'],
  ['Construction safety (ASP Construction)', 'Santé et sécurité générale sur les chantiers (ASP Construction)'],
  ['Electrician licence (CMEQ)', "Licence d'électricien (CMEQ)"],
  ['First aid and CPR', 'Secourisme et RCR'],
  ['Food hygiene and safety (MAPAQ)', 'Hygiène et salubrité alimentaires (MAPAQ)'],
  ['Security agent licence (BSP)', "Permis d'agent de sécurité (BSP)"],
  ['AWS Certified Solutions Architect', 'AWS Certified Solutions Architect'],
  ['Certified Information Systems Security Professional (CISSP)', 'Certified Information Systems Security Professional (CISSP)'],
  ['Scrum Master (CSM)', 'Scrum Master (CSM)'],
  ['Real estate broker (OACIQ)', 'Courtier immobilier (OACIQ)'],
  ['Member of the Barreau du Québec', 'Membre du Barreau du Québec'],
  ['Teaching licence (Quebec)', "Brevet d'enseignement (Québec)"],
  ['Certified Translator (OTTIAQ)', 'Traducteur agréé (OTTIAQ)'],
  // Added later: appended, so that the ids above keep their meaning.
  ['Member of the Chambre des notaires du Québec', 'Membre de la Chambre des notaires du Québec'],
  ['Licensed practical nurse (OIIAQ)', 'Infirmière auxiliaire (OIIAQ)'],
  ['Architect (OAQ)', 'Architecte (OAQ)'],
  ['Financial security advisor (AMF)', 'Conseiller en sécurité financière (AMF)'],
  ['Damage insurance agent (AMF)', 'Agent en assurance de dommages (AMF)'],
  ['Claims adjuster (AMF)', 'Expert en sinistre (AMF)'],
  ['Physiotherapist (OPPQ)', 'Physiothérapeute (OPPQ)'],
  ['Dental hygienist (OHDQ)', 'Hygiéniste dentaire (OHDQ)'],
  ['Medical technologist (OPTMQ)', 'Technologiste médical (OPTMQ)'],
  ['Social worker (OTSTCFQ)', 'Travailleur social (OTSTCFQ)'],
  ['Psychoeducator (OPPQ)', 'Psychoéducateur (OPPQ)'],
  ['Class 2 driver licence', 'Permis de conduire classe 2'],
  ['National Lifeguard', 'Sauveteur national'],
  ['Chemist (OCQ)', 'Chimiste (OCQ)'],
  ['Chartered appraiser (OEAQ)', 'Évaluateur agréé (OEAQ)'],
  ['Agronomist (OAQ)', 'Agronome (OAQ)'],
  ['Workplace hazardous materials (WHMIS)', 'Matières dangereuses utilisées au travail (SIMDUT)'],
  ['Safe patient handling (PDSB)', 'Déplacement sécuritaire des bénéficiaires (PDSB)'],
];

export const SKILLS: ReadonlyArray<readonly [string, string]> = [
  ['Microsoft Excel', 'Microsoft Excel'], ['Microsoft Word', 'Microsoft Word'], ['Microsoft Outlook', 'Microsoft Outlook'],
  ['Bilingualism (French and English)', 'Bilinguisme (français et anglais)'], ['Written French', 'Français écrit'], ['Written English', 'Anglais écrit'],
  ['Customer service', 'Service à la clientèle'], ['Teamwork', "Travail d'équipe"], ['Leadership', 'Leadership'],
  ['Time management', 'Gestion du temps'], ['Problem solving', 'Résolution de problèmes'], ['Negotiation', 'Négociation'],
  ['Public speaking', 'Prise de parole en public'], ['Project planning', 'Planification de projets'], ['Budgeting', 'Gestion budgétaire'],
  ['Sage 50', 'Sage 50'], ['QuickBooks', 'QuickBooks'], ['Acomba', 'Acomba'], ['SAP', 'SAP'], ['Salesforce', 'Salesforce'],
  ['JavaScript', 'JavaScript'], ['TypeScript', 'TypeScript'], ['Python', 'Python'], ['Java', 'Java'], ['C#', 'C#'],
  ['SQL', 'SQL'], ['React', 'React'], ['Node.js', 'Node.js'], ['Cloud computing', 'Infonuagique'], ['Linux administration', 'Administration Linux'],
  ['Network configuration', 'Configuration réseau'], ['Cybersecurity', 'Cybersécurité'], ['Data analysis', 'Analyse de données'],
  ['Power BI', 'Power BI'], ['AutoCAD', 'AutoCAD'], ['Revit', 'Revit'], ['SolidWorks', 'SolidWorks'],
  ['Blueprint reading', 'Lecture de plans'], ['Welding (MIG/TIG)', 'Soudage (MIG/TIG)'], ['Forklift operation', 'Conduite de chariot élévateur'],
  ['Preventive maintenance', 'Entretien préventif'], ['Inventory management', "Gestion d'inventaire"], ['Purchasing', 'Achats'],
  ['Adobe Photoshop', 'Adobe Photoshop'], ['Adobe Illustrator', 'Adobe Illustrator'], ['Video editing', 'Montage vidéo'],
  ['Copywriting', 'Rédaction publicitaire'], ['Search engine optimization', 'Référencement naturel (SEO)'], ['Social media management', 'Gestion des médias sociaux'],
  ['Recruitment interviews', "Entrevues de recrutement"], ['Payroll processing', 'Traitement de la paie'], ['Labour law', 'Droit du travail'],
  ['Legal research', 'Recherche juridique'], ['Patient care', 'Soins aux patients'], ['Medication administration', 'Administration de médicaments'],
  ['Food preparation', 'Préparation des aliments'], ['Cash handling', "Manipulation d'argent"], ['Merchandising', 'Marchandisage'],
  ['Classroom management', 'Gestion de classe'], ['Crisis intervention', 'Intervention de crise'], ['Safe driving', 'Conduite sécuritaire'],
  // Added later: appended, so that the ids above keep their meaning.
  ['C++', 'C++'], ['.NET', '.NET'], ['ASP.NET', 'ASP.NET'], ['F#', 'F#'], ['Vue.js', 'Vue.js'], ['R', 'R'],
  ['CI/CD', 'CI/CD'], ['Kubernetes', 'Kubernetes'],
];
