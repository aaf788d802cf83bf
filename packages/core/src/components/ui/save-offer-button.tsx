import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ApiError } from '../../lib/api-client';
import { useBrand } from '../../lib/brand';
import { hasSessionHint } from '../../lib/get-me';
import { notifyApiError } from '../../lib/notify';
import { saveOnAccount, toggleSavedId, useSavedIds } from '../../lib/saved-offers';

/* A 44 px target; the heart drawn like the site's other icons (2 px round strokes). */
const Toggle = styled.button`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  margin: -${(p) => p.theme.space[2]};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${(p) => p.theme.colors.link};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.page};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 0;
  }
  path {
    fill: none;
    transition: fill 0.15s ease;
  }
  &[aria-pressed='true'] path {
    fill: currentColor;
  }
`;

/**
 * The heart of an offer (cards and offer page): a toggle button whose name says which offer
 * ("Sauvegarder l’offre « Cuisinier »") and whose pressed state says whether it is saved. The
 * list is the browser's (lib/saved-offers.ts); a signed-in candidate's change also goes to the
 * account, and is undone if the account refuses it (the limit).
 */
export function SaveOfferButton({
  offerId,
  title,
  className,
}: {
  offerId: number;
  title: string;
  className?: string;
}) {
  const intl = useIntl();
  const { board } = useBrand();
  const saved = useSavedIds().includes(offerId);
  const onClick = () => {
    const next = !saved;
    toggleSavedId(offerId, next);
    if (!hasSessionHint()) return;
    saveOnAccount(board, offerId, next).catch((error: unknown) => {
      // A session that ended since: the browser keeps it, as a visitor's.
      if (error instanceof ApiError && error.status === 401) return;
      toggleSavedId(offerId, !next);
      notifyApiError(error, intl);
    });
  };
  return (
    <Toggle
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={intl.formatMessage({ id: 'savedOffer.toggle' }, { title })}
      onClick={onClick}
      data-testid="save-offer"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </Toggle>
  );
}
