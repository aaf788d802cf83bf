import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { SignInForm, type SignInSide } from '../../../components/forms/sign-in-form';
import { RouteLink } from '../../../components/ui/route-link';
import { EMPLOYER_ME_KEY, employerHomeRoute } from '../../../lib/employer-guard';
import { useSignIn } from '../../../lib/use-sign-in';
import { employerLogin } from '../api/auth';
import { EmployerAuthField } from './auth-field';

const EMPLOYER_SIGN_IN: SignInSide = {
  testId: 'employer-login-form',
  messages: {
    title: 'employer.login.title',
    submit: 'employer.login.submit',
    forgot: 'employer.login.forgot',
    noAccount: 'employer.login.noAccount',
    register: 'employer.login.register',
  },
  Field: EmployerAuthField,
  forgotRoute: 'employerForgotPassword',
  registerRoute: 'employerRegister',
};

/** Employer sign-in; afterwards a same-site ?redirect= path, else the home its permissions give. */
export function EmployerLoginForm() {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const signIn = useSignIn(
    employerLogin,
    (answer) => mutate(EMPLOYER_ME_KEY, answer, { revalidate: false }),
    employerHomeRoute,
  );
  return (
    <SignInForm side={EMPLOYER_SIGN_IN} {...signIn}>
      <span>
        {intl.formatMessage({ id: 'employer.login.candidate' })}{' '}
        <RouteLink to="login">
          {intl.formatMessage({ id: 'employer.login.candidateLink' })}
        </RouteLink>
      </span>
    </SignInForm>
  );
}
