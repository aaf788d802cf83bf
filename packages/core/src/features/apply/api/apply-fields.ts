// zod/mini: the tree-shakable build. A module of its own, which the form imports when it is
// focused or sent: the page's first load carries no schema.
import * as z from 'zod/mini';

/**
 * What a visitor's apply-and-register form must hold before it is sent, checked in the browser
 * so that every missing or malformed field is reported at once, with the resume (the server
 * checks the same rules again: the sign-up's names, e-mail and 8-character password).
 */
export const ApplyRegisterFieldsSchema = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  // An empty field says "required" first (its first issue is the one shown), then its format.
  email: z.string().check(z.trim(), z.minLength(1), z.email(), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.minLength(8), z.maxLength(200)),
});
