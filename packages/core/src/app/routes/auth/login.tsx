import { SignInForm, type SignInSide } from '../../../components/forms/sign-in-form';
import { login } from '../../../features/auth/api/auth';
import { AuthField } from '../../../features/auth/components/auth-fields';
import { loadAccountMessages } from '../../../i18n';
import { useBrand } from '../../../lib/brand';
import { setMe } from '../../../lib/get-me';
import { joinSavedOffers } from '../../../lib/saved-offers-join';
import { useSignIn } from '../../../lib/use-sign-in';
import { definePage } from '../../page';

const CANDIDATE_SIGN_IN: SignInSide = {
  testId: 'login-form',
  messages: {
    title: 'auth.login.title',
    submit: 'auth.login.submit',
    forgot: 'auth.login.forgot',
    noAccount: 'auth.login.noAccount',
    register: 'nav.register',
  },
  Field: AuthField,
  forgotRoute: 'forgotPassword',
  registerRoute: 'register',
};

/** Candidate sign-in; afterwards a same-site ?redirect= path, else the profile. */
function Login() {
  const { board } = useBrand();
  const signIn = useSignIn(
    login,
    async (me) => {
      await setMe(board, me);
      // The browser's saved jobs join the account's (docs/candidates.md#saved-jobs).
      await joinSavedOffers(board);
    },
    () => 'profile',
  );
  return <SignInForm side={CANDIDATE_SIGN_IN} {...signIn} />;
}

export default definePage({
  prepare: loadAccountMessages,
  Component: Login,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.login.title' }) }),
});
