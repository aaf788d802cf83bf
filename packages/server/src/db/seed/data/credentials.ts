/**
 * What a demo job asks for on paper, by its English title (the titles of professions.ts and
 * categories.ts): the diplomas it is hired with, the permit or professional order it cannot be
 * done without, and the certifications some employers add. A notary is a law graduate of the
 * Chambre des notaires, a cook has a DEP, a damage insurance broker the AMF's certificate: drawn
 * per job, not per trade, so a notary never asks for a cook's diploma nor a broker's licence.
 */

/** Diplomas by their Quebec name, as indexes in EDUCATION_LEVELS (high school … doctorate). */
export const DIPLOMA = { DES: 0, DEP: 1, DEC: 2, BAC: 3, MASTER: 4, PHD: 5 } as const;
type Diploma = keyof typeof DIPLOMA;

export interface JobCredentials {
  /** The diplomas an offer may ask (one drawn when the offer states one). */
  education: readonly Diploma[];
  /** What every offer for the job asks (English label of CERTIFICATIONS): a permit or an order. */
  licence?: string;
  /** What some offers add (English labels of CERTIFICATIONS). */
  certifications?: readonly string[];
  /** "What we are looking for" when the trade's sentence does not fit this job, [English, French]. */
  requirements?: readonly [string, string];
}

const AMF_BROKER = 'Damage insurance broker (AMF)';
const AMF_AGENT = 'Damage insurance agent (AMF)';
const AMF_ADJUSTER = 'Claims adjuster (AMF)';
const AMF_ADVISOR = 'Financial security advisor (AMF)';
const ASP = 'Construction safety (ASP Construction)';
const FIRST_AID = 'First aid and CPR';
const MAPAQ = 'Food hygiene and safety (MAPAQ)';
const BSP = 'Security agent licence (BSP)';

export const JOB_CREDENTIALS: Readonly<Record<string, JobCredentials>> = {
  // Administration.
  'Administrative assistant': { education: ['DEP', 'DEC'] },
  Receptionist: { education: ['DES', 'DEP'] },
  'Office clerk': { education: ['DES', 'DEP'] },
  'Executive assistant': { education: ['DEC'] },
  'Administrative technician': { education: ['DEC'] },
  'Data entry clerk': { education: ['DES', 'DEP'] },
  // Engineering.
  'Civil engineer': { education: ['BAC', 'MASTER'], licence: 'Professional Engineer (Eng.)' },
  'Mechanical engineer': { education: ['BAC', 'MASTER'], licence: 'Professional Engineer (Eng.)' },
  'Electrical engineer': { education: ['BAC', 'MASTER'], licence: 'Professional Engineer (Eng.)' },
  'Junior project engineer': {
    education: ['BAC'],
    licence: 'Professional Engineer (Eng.)',
    certifications: ['Project Management Professional (PMP)'],
  },
  'Engineering technician': {
    education: ['DEC'],
    requirements: [
      'College diploma (DEC) in engineering technology; AutoCAD an asset.',
      'DEC en technologie du génie; AutoCAD un atout.',
    ],
  },
  // Technical trades.
  Electrician: { education: ['DEP'], certifications: ['Electrician licence (CMEQ)', ASP] },
  Welder: { education: ['DEP'], certifications: [ASP] },
  'Industrial mechanic': { education: ['DEP', 'DEC'], certifications: [ASP] },
  Plumber: { education: ['DEP'], certifications: [ASP] },
  'Refrigeration mechanic': { education: ['DEP'], certifications: [ASP] },
  Millwright: { education: ['DEP'], certifications: [ASP] },
  // Accounting.
  Accountant: { education: ['BAC'], certifications: ['Chartered Professional Accountant (CPA)'] },
  'Accounting technician': { education: ['DEC'] },
  'Payroll technician': { education: ['DEC'] },
  'Accounts payable clerk': { education: ['DEP', 'DEC'] },
  'Financial controller': {
    education: ['BAC', 'MASTER'],
    licence: 'Chartered Professional Accountant (CPA)',
  },
  // Construction: no worker on a site without the safety course.
  Carpenter: { education: ['DEP'], licence: ASP },
  'Site superintendent': {
    education: ['DEC', 'BAC'],
    licence: ASP,
    certifications: ['Project Management Professional (PMP)'],
  },
  'Heavy equipment operator': { education: ['DEP'], licence: ASP },
  'Construction estimator': { education: ['DEC', 'BAC'] },
  'Construction labourer': { education: ['DES'], licence: ASP },
  // Finance.
  'Financial analyst': {
    education: ['BAC', 'MASTER'],
    certifications: ['Chartered Professional Accountant (CPA)'],
  },
  'Financial advisor': { education: ['DEC', 'BAC'], licence: AMF_ADVISOR },
  'Credit analyst': { education: ['BAC'] },
  'Branch service advisor': { education: ['DEC'] },
  'Wealth management advisor': { education: ['BAC'], licence: AMF_ADVISOR },
  // Insurance: the AMF's certificate of the job's own sector.
  'Damage insurance broker': { education: ['DEC', 'BAC'], licence: AMF_BROKER },
  'Commercial lines broker': { education: ['DEC', 'BAC'], licence: AMF_BROKER },
  'Damage insurance agent': { education: ['DEC'], licence: AMF_AGENT },
  'Claims adjuster': {
    education: ['DEC', 'BAC'],
    licence: AMF_ADJUSTER,
    requirements: [
      'AMF certificate as a claims adjuster (or the will to obtain it); bilingualism an asset.',
      'Certificat de l’AMF d’expert en sinistre (ou volonté de l’obtenir); bilinguisme un atout.',
    ],
  },
  Underwriter: {
    education: ['BAC'],
    requirements: [
      'Bachelor’s degree in administration or insurance; bilingualism an asset.',
      'Baccalauréat en administration ou en assurance; bilinguisme un atout.',
    ],
  },
  'Life insurance advisor': {
    education: ['DEC', 'BAC'],
    licence: AMF_ADVISOR,
    requirements: [
      'AMF certificate in insurance of persons (or the will to obtain it); bilingualism an asset.',
      'Certificat de l’AMF en assurance de personnes (ou volonté de l’obtenir); bilinguisme un atout.',
    ],
  },
  // Information technology.
  'Software developer': {
    education: ['DEC', 'BAC'],
    certifications: ['AWS Certified Solutions Architect', 'Scrum Master (CSM)'],
  },
  'Full stack developer': {
    education: ['DEC', 'BAC'],
    certifications: ['AWS Certified Solutions Architect'],
  },
  'Business analyst': {
    education: ['BAC'],
    certifications: ['Scrum Master (CSM)', 'Project Management Professional (PMP)'],
  },
  'Network administrator': {
    education: ['DEC', 'BAC'],
    certifications: ['AWS Certified Solutions Architect'],
  },
  'IT support technician': { education: ['DEC'] },
  'Cybersecurity analyst': {
    education: ['DEC', 'BAC'],
    certifications: ['Certified Information Systems Security Professional (CISSP)'],
  },
  'Data analyst': { education: ['BAC', 'MASTER'] },
  'DevOps engineer': {
    education: ['DEC', 'BAC'],
    certifications: ['AWS Certified Solutions Architect'],
  },
  // Human resources.
  'Human resources advisor': {
    education: ['BAC'],
    certifications: ['Certified Human Resources Professional (CHRP)'],
  },
  Recruiter: { education: ['DEC', 'BAC'] },
  'Labour relations advisor': {
    education: ['BAC', 'MASTER'],
    certifications: ['Certified Human Resources Professional (CHRP)'],
  },
  'Human resources technician': { education: ['DEC'] },
  'Training and development advisor': {
    education: ['BAC'],
    certifications: ['Certified Human Resources Professional (CHRP)'],
  },
  // Legal: a lawyer of the Barreau, a notary of the Chambre des notaires.
  Lawyer: { education: ['BAC'], licence: 'Member of the Barreau du Québec' },
  'Corporate lawyer': { education: ['BAC'], licence: 'Member of the Barreau du Québec' },
  Notary: {
    education: ['BAC'],
    licence: 'Member of the Chambre des notaires du Québec',
    requirements: [
      'Bachelor’s degree in law and membership in the Chambre des notaires du Québec.',
      'Baccalauréat en droit et membre de la Chambre des notaires du Québec.',
    ],
  },
  'Legal technician': {
    education: ['DEC'],
    requirements: [
      'College diploma (DEC) in legal techniques; excellent written French.',
      'DEC en techniques juridiques; excellent français écrit.',
    ],
  },
  Paralegal: {
    education: ['DEC'],
    requirements: [
      'College diploma (DEC) in legal techniques; excellent written French.',
      'DEC en techniques juridiques; excellent français écrit.',
    ],
  },
  'Legal assistant': {
    education: ['DEP', 'DEC'],
    requirements: [
      'Vocational diploma in legal secretarial work or a college diploma; excellent written French.',
      'DEP en secrétariat juridique ou DEC; excellent français écrit.',
    ],
  },
  // Sales.
  'Sales representative': { education: ['DEC', 'BAC'] },
  'Account manager': { education: ['DEC', 'BAC'] },
  'Business development advisor': { education: ['BAC'] },
  'Inside sales representative': { education: ['DES', 'DEC'] },
  'Technical sales representative': { education: ['DEC', 'BAC'] },
  // Marketing, communication, arts.
  'Marketing coordinator': { education: ['DEC', 'BAC'] },
  'Digital marketing specialist': { education: ['DEC', 'BAC'] },
  'Brand manager': { education: ['BAC', 'MASTER'] },
  'Communications advisor': { education: ['BAC'] },
  Translator: { education: ['BAC'], certifications: ['Certified Translator (OTTIAQ)'] },
  'Community manager': { education: ['DEC', 'BAC'] },
  'Graphic designer': { education: ['DEC', 'BAC'] },
  'Video editor': { education: ['DEC'] },
  Photographer: { education: ['DEC'] },
  // Sports and recreation.
  'Personal trainer': { education: ['DEC'], certifications: [FIRST_AID] },
  'Recreation leader': { education: ['DES'], certifications: [FIRST_AID] },
  Lifeguard: { education: ['DES'], licence: 'National Lifeguard', certifications: [FIRST_AID] },
  // Customer service.
  'Customer service representative': { education: ['DES', 'DEP'] },
  'Call centre agent': { education: ['DES'] },
  'Client support agent': { education: ['DES', 'DEC'] },
  // Architecture.
  Architect: { education: ['BAC', 'MASTER'], licence: 'Architect (OAQ)' },
  'Architectural technologist': { education: ['DEC'] },
  'Interior designer': { education: ['DEC', 'BAC'] },
  'Landscape architect': { education: ['BAC'] },
  // Drivers and logistics: the licence class of the vehicle.
  'Truck driver class 1': { education: ['DEP'], licence: 'Class 1 driver licence' },
  'Delivery driver': { education: ['DES'], certifications: ['Class 3 driver licence'] },
  'Bus driver': { education: ['DES'], licence: 'Class 2 driver licence' },
  'Warehouse clerk': { education: ['DES'], certifications: ['Forklift operator card'] },
  Buyer: { education: ['DEC', 'BAC'] },
  'Logistics coordinator': { education: ['DEC', 'BAC'] },
  // Education.
  'Elementary school teacher': {
    education: ['BAC'],
    licence: 'Teaching licence (Quebec)',
  },
  'High school teacher': { education: ['BAC'], licence: 'Teaching licence (Quebec)' },
  'College teacher': { education: ['BAC', 'MASTER'] },
  'Early childhood educator': { education: ['DEC'], certifications: [FIRST_AID] },
  'Special education technician': { education: ['DEC'] },
  'Daycare educator': { education: ['DEP', 'DEC'], certifications: [FIRST_AID] },
  // Health care: each profession's own order.
  'Registered nurse': { education: ['DEC', 'BAC'], licence: 'Registered nurse (OIIQ)' },
  'Nursing assistant': {
    education: ['DEP'],
    licence: 'Licensed practical nurse (OIIAQ)',
  },
  'Beneficiary attendant': { education: ['DEP'], certifications: [FIRST_AID] },
  'Pharmacy technician': { education: ['DEP'] },
  Physiotherapist: { education: ['MASTER'], licence: 'Physiotherapist (OPPQ)' },
  'Dental hygienist': { education: ['DEC'], licence: 'Dental hygienist (OHDQ)' },
  'Medical laboratory technologist': {
    education: ['DEC'],
    licence: 'Medical technologist (OPTMQ)',
  },
  // Science.
  'Laboratory technician': { education: ['DEC'] },
  Chemist: { education: ['BAC', 'MASTER'], licence: 'Chemist (OCQ)' },
  'Environmental scientist': { education: ['BAC', 'MASTER'] },
  // Management.
  'Operations manager': {
    education: ['BAC', 'MASTER'],
    certifications: ['Project Management Professional (PMP)'],
  },
  'Project manager': {
    education: ['BAC'],
    certifications: ['Project Management Professional (PMP)'],
  },
  'Team supervisor': { education: ['DEC'] },
  // Security.
  'Security guard': { education: ['DES'], licence: BSP, certifications: [FIRST_AID] },
  'Health and safety advisor': { education: ['DEC', 'BAC'], certifications: [ASP, FIRST_AID] },
  'Loss prevention agent': { education: ['DES'], licence: BSP },
  // Hotels.
  'Front desk agent': { education: ['DES', 'DEP'] },
  'Room attendant': { education: ['DES'] },
  'Executive housekeeper': { education: ['DES', 'DEP'] },
  'Night auditor': { education: ['DES', 'DEP'] },
  Concierge: { education: ['DES', 'DEP'] },
  'Rooms division manager': { education: ['DEC', 'BAC'] },
  'Event coordinator': { education: ['DEC'] },
  // Restaurants: a cook has a DEP and the MAPAQ's hygiene card.
  'Chef de partie': { education: ['DEP'], certifications: [MAPAQ] },
  'Line cook': { education: ['DEP'], certifications: [MAPAQ] },
  'Sous-chef': { education: ['DEP'], certifications: [MAPAQ] },
  Server: { education: ['DES'] },
  Bartender: { education: ['DES'] },
  Dishwasher: { education: [], certifications: [MAPAQ] },
  'Maître d’': { education: ['DES', 'DEP'] },
  // Social services.
  'Social worker': { education: ['BAC', 'MASTER'], licence: 'Social worker (OTSTCFQ)' },
  'Youth worker': { education: ['DEC', 'BAC'] },
  'Community worker': { education: ['DEC', 'BAC'] },
  Psychoeducator: { education: ['MASTER'], licence: 'Psychoeducator (OPPQ)' },
  'Family support worker': { education: ['DEC'] },
  // Real estate.
  'Property manager': { education: ['DEC', 'BAC'] },
  'Real estate broker': { education: ['DEC'], licence: 'Real estate broker (OACIQ)' },
  Appraiser: { education: ['BAC'], licence: 'Chartered appraiser (OEAQ)' },
  // Retail.
  'Store manager': { education: ['DEC', 'BAC'] },
  Cashier: { education: ['DES'] },
  'Sales associate': { education: ['DES'] },
  Merchandiser: { education: ['DES'] },
  'Assistant store manager': { education: ['DEC'] },
  // Agriculture and other.
  'Farm worker': { education: [] },
  Agronomist: { education: ['BAC', 'MASTER'], licence: 'Agronomist (OAQ)' },
  'Greenhouse worker': { education: [] },
  'General labourer': { education: ['DES'] },
  'Maintenance worker': { education: ['DES', 'DEP'] },
  Handyman: { education: ['DEP'] },
};

/** What a job asks for; a title missing here asks for nothing (a test keeps the table whole). */
export function jobCredentials(titleEn: string): JobCredentials {
  return JOB_CREDENTIALS[titleEn] ?? { education: [] };
}
