import type { User } from '@jobboard/contracts';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { pathTo } from '../../../config/routes';
import { useLang } from '../../../lib/lang';
import { goToRedirect, safeRedirect } from '../../../lib/safe-redirect';
import { useSubmit } from '../../../lib/use-submit';
import { EMPLOYER_ME_KEY, type employerHomeRoute } from '../../../lib/employer-guard';

/**
 * The submit of the employer sign-in form: the call with the form's fields, the
 * employer it answers put in the session cache (so the next page's guard sees them), then the
 * same-site ?redirect= or the form's own next page. (Sign-up answers no session: its form shows
 * a check-your-inbox panel instead.)
 */
export function useEmployerSignIn(
  signIn: (form: FormData) => Promise<{ data: User }>,
  nextRoute: (user: User) => ReturnType<typeof employerHomeRoute>,
  onSignedIn?: () => void,
) {
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { busy, errors, run } = useSubmit();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run(async () => {
      const { data: user } = await signIn(form);
      await mutate(EMPLOYER_ME_KEY, { data: user }, { revalidate: false });
      onSignedIn?.();
      goToRedirect(navigate, safeRedirect(location.search, pathTo(nextRoute(user), lang)));
    });
  };
  return { busy, errors, submit };
}
