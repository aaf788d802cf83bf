import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { renderWithApp } from '../../testing/render';
import { UnconfirmedEmailBanner } from './unconfirmed-email-banner';

const user = { email: 'ana@example.ca', email_verified: false };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UnconfirmedEmailBanner', () => {
  it('warns, resends, then shows a success that can be dismissed', async () => {
    const resend = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<UnconfirmedEmailBanner user={user} resend={resend} testId="banner" />);
    expect(screen.getByTestId('banner').textContent).toContain(user.email);
    fireEvent.click(screen.getByRole('button'));
    await screen.findByTestId('banner-success');
    expect(resend).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('banner')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.queryByTestId('banner-success')).toBeNull();
  });

  it('shows the server message of a 403 in a red toast and keeps the warning', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const resend = vi.fn().mockRejectedValue(new ApiError(403, { message: 'Trop de demandes' }));
    renderWithApp(<UnconfirmedEmailBanner user={user} resend={resend} testId="banner" />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Trop de demandes'));
    expect(screen.getByTestId('banner')).toBeTruthy();
  });

  it('shows nothing for a confirmed address or no user', () => {
    const resend = vi.fn();
    const { container } = renderWithApp(
      <UnconfirmedEmailBanner
        user={{ ...user, email_verified: true }}
        resend={resend}
        testId="banner"
      />,
    );
    expect(container.textContent).toBe('');
  });
});
