/** GET /ats/options/companies: id and names of the team's companies (offer form select). */
export const getCompanyOptionsKey = () => '/api/ats/options/companies';
