import {
  ForgotPasswordForm,
  type ForgotPasswordSide,
} from '../../../components/forms/forgot-password-form';
import { forgotPassword } from '../../../features/auth/api/auth';
import { AuthField } from '../../../features/auth/components/auth-fields';
import { loadAccountMessages } from '../../../i18n';
import { definePage } from '../../page';

const CANDIDATE_FORGOT_PASSWORD: ForgotPasswordSide = {
  testId: 'forgot-form',
  messages: {
    title: 'auth.forgot.title',
    intro: 'auth.forgot.intro',
    submit: 'auth.forgot.submit',
    sent: 'auth.forgot.sent',
    back: 'auth.backToLogin',
  },
  Field: AuthField,
  request: forgotPassword,
  backRoute: 'login',
};

function ForgotPassword() {
  return <ForgotPasswordForm side={CANDIDATE_FORGOT_PASSWORD} />;
}

export default definePage({
  prepare: loadAccountMessages,
  Component: ForgotPassword,
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'auth.forgot.title' }) }),
});
