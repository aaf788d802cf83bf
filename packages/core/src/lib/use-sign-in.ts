import type { DataOf, PostedForm, User } from '@jobboard/contracts';
import { pathTo, type RouteName } from '@jobboard/contracts/routes';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from './api-client';
import { useBrand } from './brand';
import { useLang } from './lang';
import { apiErrorMessage } from './notify';
import { goToRedirect, safeRedirect } from './safe-redirect';
import { fieldErrorsOf, useSubmit } from './use-submit';

/** A message shown in the form itself, in place of the toast its script would raise. */
export interface FormNotice {
  tone: 'error' | 'warning';
  text: string;
}

/**
 * The form as the server answered it when it was posted without JavaScript and refused
 * (ssr/sign-in-form.ts of the server): its field errors, else the message of the answer (« Courriel
 * ou mot de passe invalide. », the throttle's), and the e-mail typed.
 */
function postedAnswer(posted: PostedForm, intl: IntlShape) {
  const error = new ApiError(posted.status, posted.body);
  const errors = error.status === 422 ? fieldErrorsOf(error) : {};
  const notice = Object.keys(errors).length ? undefined : apiErrorMessage(error, intl);
  return { errors, notice, email: posted.values.email ?? '' };
}

/**
 * The submit of a sign-in form, either side's: the call with the form's e-mail and password, the
 * user it answers put in that side's session cache (`remember`, so the next page's guard sees
 * them), then the same-site ?redirect= or the side's first page for that user (`next`). On the
 * page that answers the form posted without JavaScript, it starts from that answer.
 */
export function useSignIn(
  signIn: (input: { email: string; password: string }) => Promise<DataOf<User>>,
  remember: (answer: DataOf<User>) => Promise<unknown>,
  next: (user: User) => RouteName,
) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { postedForm } = useBrand();
  // The answer belongs to the page the server rendered (the first location), not to a later visit.
  const [posted] = useState(() =>
    postedForm && location.key === 'default' ? postedAnswer(postedForm, intl) : undefined,
  );
  const [notice, setNotice] = useState<FormNotice | undefined>(posted?.notice);
  const { busy, errors, run } = useSubmit(posted?.errors);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setNotice(undefined);
    const form = new FormData(e.currentTarget);
    void run(async () => {
      const answer = await signIn({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      await remember(answer);
      goToRedirect(navigate, safeRedirect(location.search, pathTo(next(answer.data), lang)));
    });
  };
  return { busy, errors, notice, email: posted?.email, submit };
}
