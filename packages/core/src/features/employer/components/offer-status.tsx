import type { EmployerOffer } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

type OfferStatus = EmployerOffer['status'];

const Badge = styled.span<{ $status: OfferStatus }>`
  display: inline-block;
  padding: 2px ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  background: ${(p) =>
    p.$status === 'published'
      ? p.theme.colors.success
      : p.$status === 'expired'
        ? p.theme.colors.danger
        : p.$status === 'unpublished'
          ? p.theme.colors.warning
          : p.theme.colors.border};
  color: ${(p) =>
    p.$status === 'published'
      ? p.theme.colors.onSuccess
      : p.$status === 'expired'
        ? p.theme.colors.onDanger
        : p.$status === 'unpublished'
          ? p.theme.colors.onWarning
          : p.theme.colors.text};
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
