import type { Offer } from '@jobboard/contracts';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Button,
  buttonStyle,
  Input,
  type ButtonStyleProps,
} from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { offerShareLinks } from './share-links';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  h2 {
    flex-basis: 100%;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

/** A link that looks like the site's secondary (ghost) buttons. */
const ShareLink = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;

const Said = styled.p`
  flex-basis: 100%;
  margin: 0;
  &:empty {
    display: none;
  }
`;

const ManualCopy = styled.label`
  display: grid;
  flex-basis: 100%;
  gap: ${(p) => p.theme.space[1]};
`;

/**
 * « Partager / Share » on an offer's page: copy its link (the clipboard, saying so; where the
 * browser refuses, the address shown selected to copy by hand), send it by e-mail (mailto:) or
 * on LinkedIn (its plain share address). Links only: no third-party script, and without
 * JavaScript the e-mail and LinkedIn links still work. Lazily loaded (offer.tsx).
 */
export function OfferShare({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const lang = useLang();
  const { origin } = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  const { url, mail, linkedIn } = offerShareLinks(origin, offer, lang, (title, link) =>
    intl.formatMessage({ id: 'offer.share.mailBody' }, { title, url: link }),
  );
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const manual = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // Refused (permissions, an insecure page, an old browser): the address to copy by hand.
      setState('manual');
      requestAnimationFrame(() => manual.current?.select());
    }
  };
  return (
    <Actions role="group" aria-labelledby={headingId} data-testid="offer-share">
      <h2 id={headingId}>{t('offer.share.title')}</h2>
      <Button type="button" $variant="ghost" onClick={() => void copy()} data-testid="share-copy">
        {t(state === 'copied' ? 'offer.share.copied' : 'offer.share.copy')}
      </Button>
      <ShareLink href={mail} $variant="ghost" data-testid="share-mail">
        {t('offer.share.mail')}
      </ShareLink>
      <ShareLink
        href={linkedIn}
        $variant="ghost"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('offer.share.linkedInName')}
        data-testid="share-linkedin"
      >
        LinkedIn
      </ShareLink>
      <Said role="status">{state === 'copied' ? t('offer.share.copiedStatus') : ''}</Said>
      {state === 'manual' ? (
        <ManualCopy>
          {t('offer.share.copyByHand')}
          <Input
            ref={manual}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="share-url"
          />
        </ManualCopy>
      ) : null}
    </Actions>
  );
}
