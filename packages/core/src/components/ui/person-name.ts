/** Up to two letters from a person's names, else the e-mail's first. */
export function initialsOf(user: { first_name: string; last_name: string; email: string }) {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** A person's full name, else the e-mail. */
export const nameOf = (user: { first_name: string; last_name: string; email: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;
