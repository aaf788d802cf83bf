// The search filters moved to lib/search-query; this path stays for the importers not yet moved.
export * from '../../../lib/search-query';
