import type { Team } from '@jobboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { EmployerIntl } from '../../../i18n/employer';
import { renderWithApp } from '../../../testing/render';
import { EMPLOYER_ME_KEY } from '../../../lib/get-employer-me';
import { TEAM_KEY } from '../api/team';
import { TeamPanel } from './team-panel';

const team = (): Team => ({
  data: {
    name: 'Clinique Laval',
    members: [
      {
        id: 1,
        first_name: 'Rita',
        last_name: 'Gérante',
        email: 'rita@example.test',
        permissions: ['manage_companies', 'manage_offers', 'manage_candidates'],
      },
      {
        id: 2,
        first_name: 'Léo',
        last_name: 'Lecteur',
        email: 'leo@example.test',
        permissions: ['manage_candidates'],
      },
    ],
    invitations: [
      {
        id: 7,
        email: 'zoe@example.test',
        permissions: ['manage_offers'],
        invited_by: { first_name: 'Rita', last_name: 'Gérante' },
        created_at: '2026-12-01T15:00:00Z',
        expires_at: '2026-12-08T15:00:00Z',
      },
    ],
  },
});

/** The API the panel calls: invitations POSTed and DELETEd recorded, the team answered. */
function api() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let current = team();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    if (method !== 'GET') calls.push({ method, url, body });
    if (method === 'POST' && url.endsWith('/employer/team/invitations')) {
      if (body!.email === 'taken@example.test')
        return new Response(
          JSON.stringify({
            message: 'The given data was invalid.',
            errors: {
              email: ['This address already has an employer account: it cannot be invited.'],
            },
          }),
          { status: 422 },
        );
      const added = {
        id: 8,
        email: String(body!.email),
        permissions: body!.permissions,
        invited_by: { first_name: 'Rita', last_name: 'Gérante' },
        created_at: '2026-12-03T15:00:00Z',
        expires_at: '2026-12-10T15:00:00Z',
      } as Team['data']['invitations'][number];
      current = { data: { ...current.data, invitations: [added, ...current.data.invitations] } };
      return new Response(JSON.stringify({ data: added }), { status: 201 });
    }
    if (method === 'DELETE' && url.endsWith('/ats/team/members/2')) {
      current = {
        data: { ...current.data, members: current.data.members.filter((m) => m.id !== 2) },
      };
      return new Response(null, { status: 204 });
    }
    if (method === 'DELETE' && url.endsWith('/ats/team/invitations/7')) {
      current = {
        data: { ...current.data, invitations: current.data.invitations.filter((i) => i.id !== 7) },
      };
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify(current));
  });
  return calls;
}

function renderPanel(lang: 'fr' | 'en', held = team().data.members[0]!.permissions) {
  return renderWithApp(
    <SWRConfig value={{ fetcher, revalidateIfStale: false }}>
      <EmployerIntl>
        <TeamPanel held={held} />
      </EmployerIntl>
    </SWRConfig>,
    // Signed in as Rita (member 1), the team's manager.
    {
      lang,
      fallback: { [TEAM_KEY]: team(), [EMPLOYER_ME_KEY]: { data: { id: 1, guard: 'ats' } } },
    },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the team page', () => {
  it.each([
    [
      'fr',
      'Membres',
      'gérer les candidatures',
      'Invitations en attente',
      'Permissions : gérer les offres',
    ],
    ['en', 'Members', 'manage applications', 'Pending invitations', 'Permissions: manage offers'],
  ] as const)(
    'lists the members with their permissions and the pending invitations (%s)',
    async (lang, membersTitle, readerPermission, pendingTitle, line) => {
      api();
      renderPanel(lang);
      const members = screen.getByRole('region', { name: membersTitle });
      const leo = within(members).getByText('Léo Lecteur').closest('li')!;
      expect(leo.textContent).toContain(readerPermission);
      const pending = screen.getByRole('region', { name: pendingTitle });
      const zoe = within(pending).getByText('zoe@example.test').closest('li')!;
      expect(zoe.textContent).toContain(line);
    },
  );

  it('invites a colleague with the permissions ticked, then lists the invitation', async () => {
    const calls = api();
    renderPanel('en');
    const form = screen.getByTestId('team-invite-form');
    fireEvent.change(within(form).getByLabelText(/Colleague’s e-mail/), {
      target: { value: 'new@example.test' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'manage offers' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'manage applications' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/jobboard/testboard/employer/team/invitations',
      body: { email: 'new@example.test', permissions: ['manage_offers', 'manage_candidates'] },
    });
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    await within(pending).findByText('new@example.test');
    // The form is empty again for the next colleague.
    expect((within(form).getByLabelText(/Colleague’s e-mail/) as HTMLInputElement).value).toBe('');
  });

  it('offers only the permissions the manager holds', () => {
    api();
    renderPanel('en', ['manage_offers']);
    const form = screen.getByTestId('team-invite-form');
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['manage_offers']);
  });

  it('shows the server’s message under the e-mail field for an address that has an account', async () => {
    api();
    renderPanel('en');
    const form = screen.getByTestId('team-invite-form');
    const input = within(form).getByLabelText(/Colleague’s e-mail/);
    fireEvent.change(input, { target: { value: 'taken@example.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await within(form).findByText(
      'This address already has an employer account: it cannot be invited.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a member after asking, and offers no way to remove oneself', async () => {
    const calls = api();
    renderPanel('fr');
    const members = screen.getByRole('region', { name: 'Membres' });
    const rita = within(members).getByText('Rita Gérante').closest('li')!;
    expect(rita.textContent).toContain('(vous)');
    expect(within(rita).queryByRole('button')).toBeNull();
    const leo = within(members).getByText('Léo Lecteur').closest('li')!;
    fireEvent.click(within(leo).getByRole('button', { name: 'Retirer' }));
    within(leo).getByText(/^Retirer Léo Lecteur de l’équipe\?/);
    fireEvent.click(within(leo).getByRole('button', { name: /oui/i }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', url: '/api/ats/team/members/2', body: null }]),
    );
    await waitFor(() => expect(within(members).queryByText('Léo Lecteur')).toBeNull());
  });

  it('cancels a pending invitation after asking', async () => {
    const calls = api();
    renderPanel('fr');
    const pending = screen.getByRole('region', { name: 'Invitations en attente' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Annuler l’invitation' }));
    within(pending).getByText('Annuler l’invitation de zoe@example.test?');
    fireEvent.click(within(pending).getByRole('button', { name: /oui/i }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', url: '/api/ats/team/invitations/7', body: null }]),
    );
    await within(pending).findByText('Aucune invitation en attente.');
  });
});
