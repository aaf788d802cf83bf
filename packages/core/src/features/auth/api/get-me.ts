// useMe moved to lib/get-me; this path stays for the importers not yet moved.
export * from '../../../lib/get-me';
