import type { EmployerOffer } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled, { type DefaultTheme } from 'styled-components';

type OfferStatus = EmployerOffer['status'];

type Color = keyof DefaultTheme['colors'];

/** Each status's colours, of the theme. */
const STATUS_COLORS: Record<OfferStatus, { background: Color; text: Color }> = {
  draft: { background: 'border', text: 'text' },
  published: { background: 'success', text: 'onSuccess' },
  unpublished: { background: 'warning', text: 'onWarning' },
  expired: { background: 'danger', text: 'onDanger' },
};

const Badge = styled.span<{ $status: OfferStatus }>`
  display: inline-block;
  padding: 2px ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  background: ${(p) => p.theme.colors[STATUS_COLORS[p.$status].background]};
  color: ${(p) => p.theme.colors[STATUS_COLORS[p.$status].text]};
`;

/**
 * Offer status: draft, published, unpublished, expired. Given the number of boards,
 * a published offer says on how many ("Published on 3 boards").
 */
export function OfferStatusBadge({ status, boards }: { status: OfferStatus; boards?: number }) {
  const intl = useIntl();
  return (
    <Badge $status={status} data-testid="offer-status" data-status={status}>
      {status === 'published' && boards !== undefined
        ? intl.formatMessage({ id: 'employer.offer.status.publishedOn' }, { count: boards })
        : intl.formatMessage({ id: `employer.offer.status.${status}` })}
    </Badge>
  );
}
