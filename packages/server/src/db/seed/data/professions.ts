/**
 * What the demo offers of a category look like: job titles of that trade, what the job is, what it
 * asks for, the skills that go with it (English labels of SKILLS), and the schedules it is offered
 * under. Categories without a profile here use CATEGORIES' own titles and the generic text.
 * Titles: [English, French] as a Quebec job board writes them.
 */
export interface Profession {
  /** [English title, French title, the skills of that job when narrower than the trade's]. */
  jobs: ReadonlyArray<readonly [string, string] | readonly [string, string, readonly string[]]>;
  /** Two or three tasks, each one sentence, [English, French]. */
  duties: ReadonlyArray<readonly [string, string]>;
  /** What the employer asks for, [English, French]. */
  requirements: readonly [string, string];
  /** Skills of the trade (English labels of SKILLS). */
  skills: readonly string[];
  /** Schedule profiles this trade is offered under, the likeliest first (see SCHEDULE_PROFILES). */
  schedules: readonly ScheduleProfile[];
  /** Share of its offers done from home (0 when the work is on site). */
  remote?: number;
  /** What the trade pays in Quebec, and how it is usually stated (by the hour or the year). */
  pay: PayScale;
}

export interface PayScale {
  period: 'hour' | 'year';
  /** Lowest and highest pay of the trade's offers, in dollars per period. */
  range: readonly [number, number];
}

/** The pay of the categories without a profile here. */
export const DEFAULT_PAY: Readonly<Record<PayScale['period'], PayScale>> = {
  hour: { period: 'hour', range: [18, 34] },
  year: { period: 'year', range: [45_000, 85_000] },
};

/**
 * Schedules that go together: a duration (permanent, temporary, contract, substitution) with a
 * workload (full or part time), or volunteering alone. Never volunteering with paid work.
 */
export const SCHEDULE_PROFILES = {
  permanentFullTime: ['Permanent', 'Full time'],
  permanentPartTime: ['Permanent', 'Part time'],
  temporaryFullTime: ['Temporary', 'Full time'],
  temporaryPartTime: ['Temporary', 'Part time'],
  contractFullTime: ['Contract', 'Full time'],
  contract: ['Contract'],
  substitutionFullTime: ['Substitution', 'Full time'],
  substitutionPartTime: ['Substitution', 'Part time'],
  partTime: ['Part time'],
  volunteer: ['Volunteer'],
} as const;
export type ScheduleProfile = keyof typeof SCHEDULE_PROFILES;

const office: readonly ScheduleProfile[] = [
  'permanentFullTime',
  'permanentFullTime',
  'permanentFullTime',
  'contractFullTime',
  'temporaryFullTime',
  'permanentPartTime',
];

export const PROFESSIONS: Readonly<Record<number, Profession>> = {
  1: {
    pay: { period: 'hour', range: [20, 28] },
    jobs: [
      ['Administrative assistant', 'Adjoint(e) administratif(ve)'],
      ['Receptionist', 'Réceptionniste'],
      ['Office clerk', 'Commis de bureau'],
      ['Executive assistant', 'Adjoint(e) de direction'],
      ['Administrative technician', 'Technicien(ne) en administration'],
      ['Data entry clerk', 'Commis à la saisie de données'],
    ],
    duties: [
      ['Answer calls and greet visitors', 'Répondre aux appels et accueillir les visiteurs'],
      [
        'Prepare letters, reports and meeting minutes',
        'Rédiger la correspondance, les rapports et les procès-verbaux',
      ],
      ['Keep files and calendars up to date', 'Tenir à jour les dossiers et les agendas'],
    ],
    requirements: [
      'College diploma in office administration or equivalent experience; excellent written French.',
      'DEC en bureautique ou expérience équivalente; excellent français écrit.',
    ],
    skills: ['Microsoft Word', 'Microsoft Excel', 'Microsoft Outlook', 'Written French', 'Time management'],
    schedules: office,
    remote: 0.1,
  },
  2: {
    pay: { period: 'year', range: [70_000, 110_000] },
    jobs: [
      ['Civil engineer', 'Ingénieur(e) civil(e)'],
      ['Mechanical engineer', 'Ingénieur(e) en mécanique'],
      ['Electrical engineer', 'Ingénieur(e) électrique'],
      ['Junior project engineer', 'Ingénieur(e) de projet junior'],
      ['Engineering technician', 'Technicien(ne) en génie'],
    ],
    duties: [
      ['Design and review plans and specifications', 'Concevoir et vérifier les plans et devis'],
      ['Follow projects on site with contractors', 'Assurer le suivi des travaux au chantier'],
      ['Prepare cost estimates and technical reports', 'Préparer les estimations et les rapports techniques'],
    ],
    requirements: [
      'Bachelor’s degree in engineering; member of the Ordre des ingénieurs du Québec.',
      'Baccalauréat en génie; membre de l’Ordre des ingénieurs du Québec.',
    ],
    skills: ['AutoCAD', 'SolidWorks', 'Revit', 'Project planning', 'Blueprint reading', 'Problem solving'],
    schedules: office,
  },
  3: {
    pay: { period: 'hour', range: [30, 45] },
    jobs: [
      ['Electrician', 'Électricien(ne)'],
      ['Welder', 'Soudeur(euse)'],
      ['Industrial mechanic', 'Mécanicien(ne) industriel(le)'],
      ['Plumber', 'Plombier(ère)'],
      ['Refrigeration mechanic', 'Mécanicien(ne) en réfrigération'],
      ['Millwright', 'Mécanicien(ne) de chantier'],
    ],
    duties: [
      ['Install, repair and maintain equipment', 'Installer, réparer et entretenir les équipements'],
      ['Read plans and diagnose breakdowns', 'Lire les plans et diagnostiquer les pannes'],
      ['Apply the health and safety rules', 'Appliquer les règles de santé et sécurité'],
    ],
    requirements: [
      'Vocational diploma (DEP) in the trade and a valid competency card.',
      'DEP dans le métier et carte de compétence valide.',
    ],
    skills: ['Blueprint reading', 'Preventive maintenance', 'Welding (MIG/TIG)', 'Problem solving', 'Teamwork'],
    schedules: ['permanentFullTime', 'permanentFullTime', 'temporaryFullTime', 'contractFullTime'],
  },
  4: {
    pay: { period: 'year', range: [55_000, 95_000] },
    jobs: [
      ['Accountant', 'Comptable'],
      ['Accounting technician', 'Technicien(ne) comptable'],
      ['Payroll technician', 'Technicien(ne) en paie'],
      ['Accounts payable clerk', 'Commis aux comptes fournisseurs'],
      ['Financial controller', 'Contrôleur(euse) financier(ère)'],
    ],
    duties: [
      ['Prepare month-end closings and reconciliations', 'Préparer les fins de mois et les conciliations'],
      ['Process payables, receivables and payroll', 'Traiter les comptes fournisseurs, clients et la paie'],
      ['Take part in the annual audit', 'Participer à la vérification annuelle'],
    ],
    requirements: [
      'College or university diploma in accounting; CPA an asset.',
      'DEC ou baccalauréat en comptabilité; titre de CPA un atout.',
    ],
    skills: ['Microsoft Excel', 'Sage 50', 'QuickBooks', 'Acomba', 'Payroll processing', 'Budgeting'],
    schedules: [...office, 'contract'],
    remote: 0.15,
  },
  5: {
    pay: { period: 'hour', range: [28, 42] },
    jobs: [
      ['Carpenter', 'Charpentier-menuisier(ère)'],
      ['Site superintendent', 'Surintendant(e) de chantier'],
      ['Heavy equipment operator', 'Opérateur(trice) de machinerie lourde'],
      ['Construction estimator', 'Estimateur(trice) en construction'],
      ['Construction labourer', 'Manœuvre en construction'],
    ],
    duties: [
      ['Carry out the work according to plans', 'Réaliser les travaux selon les plans'],
      ['Coordinate the trades on the site', 'Coordonner les corps de métier au chantier'],
      ['Keep the site safe and clean', 'Maintenir un chantier propre et sécuritaire'],
    ],
    requirements: [
      'CCQ competency card and the construction safety course (ASP Construction).',
      'Carte de compétence CCQ et cours Santé et sécurité générale sur les chantiers.',
    ],
    skills: ['Blueprint reading', 'Teamwork', 'Project planning', 'Problem solving'],
    schedules: ['permanentFullTime', 'temporaryFullTime', 'temporaryFullTime', 'contractFullTime'],
  },
  6: {
    pay: { period: 'year', range: [60_000, 100_000] },
    jobs: [
      ['Financial analyst', 'Analyste financier(ère)'],
      ['Financial advisor', 'Conseiller(ère) en sécurité financière'],
      ['Credit analyst', 'Analyste de crédit'],
      ['Branch service advisor', 'Conseiller(ère) aux services financiers'],
      ['Wealth management advisor', 'Conseiller(ère) en gestion de patrimoine'],
    ],
    duties: [
      ['Analyse financial statements and files', 'Analyser les états financiers et les dossiers'],
      ['Advise clients on their products', 'Conseiller la clientèle sur ses produits'],
      ['Apply the compliance rules', 'Appliquer les règles de conformité'],
    ],
    requirements: [
      'Bachelor’s degree in finance or administration; AMF certification an asset.',
      'Baccalauréat en finance ou en administration; certification de l’AMF un atout.',
    ],
    skills: ['Microsoft Excel', 'Data analysis', 'Customer service', 'Negotiation', 'Power BI'],
    schedules: office,
    remote: 0.15,
  },
  7: {
    pay: { period: 'year', range: [45_000, 75_000] },
    jobs: [
      ['Damage insurance broker', 'Courtier(ère) en assurance de dommages'],
      ['Claims adjuster', 'Expert(e) en sinistre'],
      ['Underwriter', 'Souscripteur(trice)'],
      ['Damage insurance agent', 'Agent(e) en assurance de dommages'],
      ['Commercial lines broker', 'Courtier(ère) en assurance des entreprises'],
      ['Life insurance advisor', 'Conseiller(ère) en assurance de personnes'],
    ],
    duties: [
      ['Analyse the needs of clients and offer the right coverage', 'Analyser les besoins des assurés et proposer la bonne protection'],
      ['Renew and follow up on a portfolio of policies', 'Renouveler et faire le suivi d’un portefeuille de polices'],
      ['Handle claims from the first notice to settlement', 'Traiter les réclamations de l’avis de sinistre au règlement'],
    ],
    requirements: [
      'AMF certificate in damage insurance (or the will to obtain it); bilingualism an asset.',
      'Certificat de l’AMF en assurance de dommages (ou volonté de l’obtenir); bilinguisme un atout.',
    ],
    skills: ['Customer service', 'Negotiation', 'Bilingualism (French and English)', 'Microsoft Excel', 'Time management'],
    schedules: office,
    remote: 0.25,
  },
  8: {
    pay: { period: 'year', range: [70_000, 120_000] },
    jobs: [
      ['Software developer', 'Développeur(euse) de logiciels', ['JavaScript', 'TypeScript', 'Java', 'C#', 'SQL']],
      ['Full stack developer', 'Développeur(euse) full stack', ['TypeScript', 'React', 'Node.js', 'SQL']],
      ['Business analyst', 'Analyste d’affaires TI', ['Data analysis', 'SQL', 'Project planning', 'Microsoft Excel']],
      ['Network administrator', 'Administrateur(trice) de réseaux', ['Network configuration', 'Linux administration', 'Cybersecurity']],
      ['IT support technician', 'Technicien(ne) en soutien informatique', ['Customer service', 'Network configuration', 'Microsoft Outlook']],
      ['Cybersecurity analyst', 'Analyste en cybersécurité', ['Cybersecurity', 'Network configuration', 'Linux administration', 'Python']],
      ['Data analyst', 'Analyste de données', ['SQL', 'Python', 'Power BI', 'Data analysis']],
      ['DevOps engineer', 'Spécialiste DevOps', ['Cloud computing', 'Linux administration', 'Python']],
    ],
    duties: [
      ['Design, build and test new features', 'Concevoir, développer et tester de nouvelles fonctionnalités'],
      ['Keep systems secure, monitored and documented', 'Assurer la sécurité, la surveillance et la documentation des systèmes'],
      ['Work in an agile team with the business', 'Travailler en équipe agile avec les gens d’affaires'],
    ],
    requirements: [
      'College diploma or bachelor’s degree in computer science; curiosity and a taste for teamwork.',
      'DEC ou baccalauréat en informatique; curiosité et goût du travail d’équipe.',
    ],
    skills: [
      'JavaScript', 'TypeScript', 'Python', 'Java', 'C#', 'SQL', 'React', 'Node.js',
      'Cloud computing', 'Linux administration', 'Network configuration', 'Cybersecurity', 'Data analysis',
      'Power BI', 'Project planning', 'Microsoft Excel', 'Customer service', 'Microsoft Outlook',
    ],
    schedules: ['permanentFullTime', 'permanentFullTime', 'permanentFullTime', 'contractFullTime', 'contract'],
    remote: 0.35,
  },
  9: {
    pay: { period: 'year', range: [58_000, 85_000] },
    jobs: [
      ['Human resources advisor', 'Conseiller(ère) en ressources humaines'],
      ['Recruiter', 'Recruteur(euse)'],
      ['Labour relations advisor', 'Conseiller(ère) en relations de travail'],
      ['Human resources technician', 'Technicien(ne) en ressources humaines'],
      ['Training and development advisor', 'Conseiller(ère) en formation et développement'],
    ],
    duties: [
      ['Run the hiring process from posting to onboarding', 'Mener le processus de dotation, de l’affichage à l’accueil'],
      ['Advise managers on labour relations', 'Conseiller les gestionnaires en relations de travail'],
      ['Manage training and compensation programs', 'Gérer les programmes de formation et de rémunération'],
    ],
    requirements: [
      'Bachelor’s degree in human resources; CRHA an asset.',
      'Baccalauréat en gestion des ressources humaines; titre de CRHA un atout.',
    ],
    skills: ['Recruitment interviews', 'Labour law', 'Payroll processing', 'Negotiation', 'Microsoft Excel'],
    schedules: office,
    remote: 0.2,
  },
  10: {
    pay: { period: 'year', range: [75_000, 140_000] },
    jobs: [
      ['Lawyer', 'Avocat(e)'],
      ['Legal technician', 'Technicien(ne) juridique'],
      ['Paralegal', 'Parajuriste'],
      ['Legal assistant', 'Adjoint(e) juridique'],
      ['Notary', 'Notaire'],
      ['Corporate lawyer', 'Avocat(e) en droit des affaires'],
    ],
    duties: [
      ['Draft procedures, contracts and legal opinions', 'Rédiger des procédures, des contrats et des opinions juridiques'],
      ['Do legal research and prepare files', 'Effectuer la recherche juridique et préparer les dossiers'],
      ['Follow court deadlines with the lawyers', 'Assurer le suivi des échéances avec les avocats'],
    ],
    requirements: [
      'Law degree and membership in the Barreau du Québec, or a college diploma in legal techniques.',
      'Diplôme en droit et membre du Barreau du Québec, ou DEC en techniques juridiques.',
    ],
    skills: ['Legal research', 'Written French', 'Written English', 'Microsoft Word', 'Time management'],
    schedules: office,
    remote: 0.1,
  },
  11: {
    pay: { period: 'year', range: [45_000, 80_000] },
    jobs: [
      ['Sales representative', 'Représentant(e) des ventes'],
      ['Account manager', 'Chargé(e) de comptes'],
      ['Business development advisor', 'Conseiller(ère) en développement des affaires'],
      ['Inside sales representative', 'Représentant(e) aux ventes internes'],
      ['Technical sales representative', 'Représentant(e) technique'],
    ],
    duties: [
      ['Develop a territory and find new clients', 'Développer un territoire et trouver de nouveaux clients'],
      ['Prepare quotes and negotiate agreements', 'Préparer les soumissions et négocier les ententes'],
      ['Keep the CRM up to date', 'Tenir à jour le CRM'],
    ],
    requirements: [
      'Two years of sales experience, a driver’s licence and a car.',
      'Deux ans d’expérience en vente, permis de conduire et voiture.',
    ],
    skills: ['Negotiation', 'Salesforce', 'Customer service', 'Bilingualism (French and English)', 'Public speaking'],
    schedules: ['permanentFullTime', 'permanentFullTime', 'contractFullTime', 'permanentPartTime'],
    remote: 0.1,
  },
  17: {
    pay: { period: 'year', range: [65_000, 105_000] },
    jobs: [
      ['Architect', 'Architecte'],
      ['Architectural technologist', 'Technologue en architecture'],
      ['Interior designer', 'Designer d’intérieur'],
      ['Landscape architect', 'Architecte paysagiste'],
    ],
    duties: [
      ['Design buildings and prepare construction documents', 'Concevoir les bâtiments et préparer les documents d’exécution'],
      ['Model projects in BIM', 'Modéliser les projets en BIM'],
      ['Follow the work on site', 'Assurer la surveillance de chantier'],
    ],
    requirements: [
      'Degree or college diploma in architecture; OAQ membership for architects.',
      'Diplôme universitaire ou DEC en architecture; membre de l’OAQ pour les architectes.',
    ],
    skills: ['Revit', 'AutoCAD', 'Blueprint reading', 'Project planning'],
    schedules: office,
  },
  20: {
    pay: { period: 'year', range: [53_000, 92_000] },
    jobs: [
      ['Elementary school teacher', 'Enseignant(e) au primaire'],
      ['High school teacher', 'Enseignant(e) au secondaire'],
      ['Early childhood educator', 'Éducateur(trice) à la petite enfance'],
      ['Special education technician', 'Technicien(ne) en éducation spécialisée'],
      ['College teacher', 'Enseignant(e) au collégial'],
      ['Daycare educator', 'Éducateur(trice) en service de garde'],
    ],
    duties: [
      ['Plan and teach lessons adapted to each student', 'Planifier et donner des cours adaptés à chaque élève'],
      ['Evaluate learning and meet the parents', 'Évaluer les apprentissages et rencontrer les parents'],
      ['Work with the school’s professionals', 'Collaborer avec les professionnels de l’école'],
    ],
    requirements: [
      'Bachelor’s degree in education and a teaching licence, or a college diploma for educators.',
      'Baccalauréat en enseignement et brevet, ou DEC pour les éducateurs et éducatrices.',
    ],
    skills: ['Classroom management', 'Crisis intervention', 'Written French', 'Teamwork', 'Public speaking'],
    schedules: [
      'permanentFullTime',
      'substitutionFullTime',
      'substitutionPartTime',
      'temporaryFullTime',
      'permanentPartTime',
    ],
  },
  21: {
    pay: { period: 'hour', range: [30, 52] },
    jobs: [
      ['Registered nurse', 'Infirmier(ère)'],
      ['Nursing assistant', 'Infirmier(ère) auxiliaire'],
      ['Beneficiary attendant', 'Préposé(e) aux bénéficiaires', ['Patient care', 'Teamwork', 'Crisis intervention', 'Time management']],
      ['Pharmacy technician', 'Assistant(e) technique en pharmacie', ['Medication administration', 'Customer service', 'Inventory management', 'Teamwork']],
      ['Physiotherapist', 'Physiothérapeute', ['Patient care', 'Teamwork', 'Time management', 'Written French']],
      ['Dental hygienist', 'Hygiéniste dentaire', ['Patient care', 'Customer service', 'Teamwork', 'Time management']],
      ['Medical laboratory technologist', 'Technologiste médical(e)', ['Data analysis', 'Teamwork', 'Time management', 'Problem solving']],
    ],
    duties: [
      ['Assess patients and give the care they need', 'Évaluer les patients et prodiguer les soins requis'],
      ['Keep the records up to date', 'Tenir à jour les dossiers'],
      ['Work with the interdisciplinary team', 'Collaborer avec l’équipe interdisciplinaire'],
    ],
    requirements: [
      'Diploma in the field and membership in the professional order where it applies.',
      'Diplôme dans le domaine et membre de l’ordre professionnel s’il y a lieu.',
    ],
    skills: ['Patient care', 'Medication administration', 'Teamwork', 'Crisis intervention'],
    schedules: [
      'permanentFullTime',
      'permanentPartTime',
      'permanentPartTime',
      'temporaryFullTime',
      'substitutionFullTime',
    ],
  },
  25: {
    pay: { period: 'hour', range: [17, 23] },
    jobs: [
      ['Front desk agent', 'Réceptionniste'],
      ['Room attendant', 'Préposé(e) à l’entretien ménager', ['Teamwork', 'Time management', 'Customer service', 'Problem solving']],
      ['Executive housekeeper', 'Gouvernant(e)', ['Leadership', 'Teamwork', 'Time management', 'Inventory management']],
      ['Night auditor', 'Auditeur(trice) de nuit', ['Cash handling', 'Microsoft Excel', 'Customer service', 'Bilingualism (French and English)']],
      ['Concierge', 'Concierge', ['Customer service', 'Bilingualism (French and English)', 'Problem solving', 'Teamwork']],
      ['Rooms division manager', 'Directeur(trice) de l’hébergement', ['Leadership', 'Budgeting', 'Customer service', 'Bilingualism (French and English)']],
      ['Event coordinator', 'Coordonnateur(trice) aux événements', ['Project planning', 'Customer service', 'Bilingualism (French and English)', 'Budgeting']],
    ],
    duties: [
      ['Give every guest a warm welcome and attentive service', 'Offrir à chaque client un accueil chaleureux et un service attentionné'],
      ['Work hand in hand with the front desk, housekeeping and food services', 'Travailler main dans la main avec la réception, l’entretien ménager et la restauration'],
      ['Uphold the quality standards of the establishment', 'Respecter les standards de qualité de l’établissement'],
    ],
    requirements: [
      'Experience in a hotel an asset; available evenings and weekends.',
      'Expérience en hôtellerie un atout; disponible les soirs et les fins de semaine.',
    ],
    skills: ['Customer service', 'Bilingualism (French and English)', 'Cash handling', 'Teamwork'],
    schedules: [
      'permanentFullTime',
      'permanentPartTime',
      'temporaryFullTime',
      'temporaryPartTime',
      'partTime',
    ],
  },
  26: {
    pay: { period: 'hour', range: [18, 27] },
    jobs: [
      ['Chef de partie', 'Chef de partie', ['Food preparation', 'Teamwork', 'Time management', 'Inventory management']],
      ['Line cook', 'Cuisinier(ère) de ligne', ['Food preparation', 'Teamwork', 'Time management', 'Inventory management']],
      ['Sous-chef', 'Sous-chef', ['Food preparation', 'Leadership', 'Inventory management', 'Time management']],
      ['Server', 'Serveur(euse)', ['Customer service', 'Cash handling', 'Teamwork', 'Bilingualism (French and English)']],
      ['Bartender', 'Barman / barmaid', ['Customer service', 'Cash handling', 'Teamwork', 'Bilingualism (French and English)']],
      ['Dishwasher', 'Plongeur(euse)', ['Teamwork', 'Food preparation', 'Time management', 'Problem solving']],
      ['Maître d’', 'Maître d’hôtel', ['Customer service', 'Leadership', 'Bilingualism (French and English)', 'Cash handling']],
    ],
    duties: [
      ['Take part in a service where every plate counts', 'Participer à un service où chaque assiette compte'],
      ['Keep your station clean and follow the MAPAQ rules', 'Garder votre poste propre et respecter les normes du MAPAQ'],
      ['Work closely with the kitchen and dining room teams', 'Travailler de près avec les équipes de cuisine et de salle'],
    ],
    requirements: [
      'Experience in a restaurant; food hygiene card (MAPAQ) an asset.',
      'Expérience en restauration; carte d’hygiène et salubrité du MAPAQ un atout.',
    ],
    skills: ['Food preparation', 'Teamwork', 'Customer service', 'Cash handling'],
    schedules: [
      'permanentFullTime',
      'permanentPartTime',
      'partTime',
      'temporaryFullTime',
      'temporaryPartTime',
    ],
  },
  27: {
    pay: { period: 'year', range: [55_000, 85_000] },
    jobs: [
      ['Social worker', 'Travailleur(euse) social(e)'],
      ['Youth worker', 'Intervenant(e) jeunesse'],
      ['Community worker', 'Intervenant(e) communautaire'],
      ['Psychoeducator', 'Psychoéducateur(trice)'],
      ['Family support worker', 'Intervenant(e) en soutien aux familles'],
    ],
    duties: [
      ['Meet people and assess their needs', 'Rencontrer les personnes et évaluer leurs besoins'],
      ['Build and follow intervention plans', 'Élaborer et suivre les plans d’intervention'],
      ['Work with community partners', 'Travailler avec les partenaires du milieu'],
    ],
    requirements: [
      'Degree in social work, psychoeducation or a related field.',
      'Diplôme en travail social, en psychoéducation ou dans un domaine connexe.',
    ],
    skills: ['Crisis intervention', 'Teamwork', 'Written French', 'Problem solving'],
    schedules: ['permanentFullTime', 'permanentPartTime', 'temporaryFullTime', 'substitutionFullTime'],
  },
  29: {
    pay: { period: 'year', range: [50_000, 75_000] },
    jobs: [
      ['Store manager', 'Directeur(trice) de magasin'],
      ['Cashier', 'Caissier(ère)'],
      ['Sales associate', 'Conseiller(ère) aux ventes'],
      ['Merchandiser', 'Marchandiseur(euse)'],
      ['Assistant store manager', 'Directeur(trice) adjoint(e) de magasin'],
    ],
    duties: [
      ['Welcome and advise customers on the floor', 'Accueillir et conseiller la clientèle en magasin'],
      ['Keep shelves stocked and displays attractive', 'Garder les tablettes garnies et les présentoirs attrayants'],
      ['Handle the cash and the store’s opening or closing', 'Effectuer les transactions et l’ouverture ou la fermeture du magasin'],
    ],
    requirements: [
      'Customer service experience; available evenings and weekends.',
      'Expérience en service à la clientèle; disponible les soirs et les fins de semaine.',
    ],
    skills: ['Customer service', 'Cash handling', 'Merchandising', 'Inventory management', 'Teamwork'],
    schedules: ['permanentFullTime', 'permanentPartTime', 'partTime', 'temporaryPartTime'],
  },
};

/**
 * The categories every kind of employer hires in besides its own trade (an hotel has an
 * accountant, not a cybersecurity analyst): the rest of a company's offers come from these.
 */
export const SUPPORT_CATEGORIES: readonly number[] = [1, 4, 9, 16, 11];
