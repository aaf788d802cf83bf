import { useBrand } from '../../../lib/brand';
import { UnconfirmedEmailBanner } from '../../../components/ui/unconfirmed-email-banner';
import { resendEmployerEmailConfirmation } from '../api/auth';
import { useEmployerMe } from '../../../lib/get-employer-me';

/** The employer's e-mail confirmation banner in the employer layout. */
export function EmployerEmailBanner() {
  const { board } = useBrand();
  const { employer } = useEmployerMe();
  return (
    <UnconfirmedEmailBanner
      user={employer}
      resend={() => resendEmployerEmailConfirmation(board)}
      testId="employer-email-banner"
    />
  );
}
