import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema; no database connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
