import type { Offer } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Muted, Tag } from '../../../components/ui/primitives';
import { SaveOfferButton } from '../../../components/ui/save-offer-button';
import { TitleText } from '../../../components/ui/title-text';
import { langTag, offerContent, offerContentLang } from '../../../lib/job-posting';
import { useLang } from '../../../lib/lang';
import { attrLabel } from '../../../lib/localize';
import { hasPay, PayRange } from './pay-range';
import { RemoteTag } from './remote-tag';
import { readableDate } from '../../../lib/dates';

const Dl = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
  dt {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[1]};
  }
`;
/* The title and its heart (saved jobs), the heart at the right edge. */
const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  h1 {
    min-width: 0;
    overflow-wrap: anywhere;
    /* A step smaller on a phone, beside the heart: a long word of a title fits its line. */
    font-size: ${(p) => p.theme.fontSizes['2xl']};
    @media (min-width: ${(p) => p.theme.breakpoints.md}) {
      font-size: ${(p) => p.theme.fontSizes['3xl']};
    }
  }
`;
const Body = styled.div`
  margin: ${(p) => p.theme.space[4]} 0;
  p {
    white-space: pre-line;
    margin: 0 0 ${(p) => p.theme.space[3]};
  }
  ul {
    margin: 0 0 ${(p) => p.theme.space[3]};
    padding-left: 1.25em;
  }
  li + li {
    margin-top: ${(p) => p.theme.space[1]};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** A line of the text that is an item of a list: "- ", "• " or "* " at its start. */
const ITEM = /^\s*[-•*]\s+(.*)$/;

/**
 * An offer's text as its employer typed it, in blocks: paragraphs split at blank lines, and a
 * run of lines that start with a dash or a bullet as a list. Nothing else is read from the text,
 * which stays plain (no markup).
 */
export function descriptionBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const item = ITEM.exec(line);
    if (line.trim() === '') {
      current = undefined;
    } else if (item) {
      if (current?.kind !== 'ul') blocks.push((current = { kind: 'ul', items: [] }));
      current.items.push(item[1]!.trim());
    } else if (current?.kind === 'p') {
      current.text += `\n${line}`;
    } else {
      blocks.push((current = { kind: 'p', text: line }));
    }
  }
  return blocks;
}

/** The note of an offer shown in its other language, set off from the title below it. */
const OnlyLanguage = styled(Alert)`
  margin-bottom: ${(p) => p.theme.space[4]};
`;

const ORDER = [
  'category',
  'specialization',
  'schedule',
  'experience',
  'education',
  'certification',
  'skill',
] as const;

/** The offer's contents in the page language (primary language as fallback) and attributes. */
export function OfferDetails({
  offer,
  preview = false,
}: {
  offer: Offer;
  /** The employer's preview of an offer not yet published: nothing a candidate acts on. */
  preview?: boolean;
}) {
  const lang = useLang();
  const intl = useIntl();
  const content = offerContent(offer, lang);
  // An offer without a version in the page's language shows the one it has, saying so, and
  // marks its text with that language (screen readers, translation tools).
  const contentLang = offerContentLang(offer, lang);
  const untranslated = contentLang !== lang;
  // A preview shows the day it would be published on, not the day the draft was written.
  const posted =
    preview && offer.status !== 'published' ? new Date().toISOString() : offer.created_at;
  return (
    <article>
      {untranslated ? (
        <OnlyLanguage $tone="info" role="note" data-testid="offer-only-language">
          {intl.formatMessage({ id: 'offer.onlyLanguage' }, { language: contentLang })}
        </OnlyLanguage>
      ) : null}
      <TitleRow>
        <h1 data-testid="offer-title" lang={untranslated ? langTag(contentLang) : undefined}>
          <TitleText>{content?.title ?? ''}</TitleText>
        </h1>
        {preview ? null : <SaveOfferButton offerId={offer.id} title={content?.title ?? ''} />}
      </TitleRow>
      <Muted>
        {intl.formatMessage({ id: 'offer.posted' })}{' '}
        <time dateTime={posted}>{readableDate(intl, posted)}</time>
        {offer.city ? ` · ${offer.city.label}` : ''}
      </Muted>
      <Dl>
        {ORDER.map((type) => {
          const list = offer.attributes.filter((a) => a.type === type);
          if (!list.length) return null;
          return [
            <dt key={`${type}-t`}>{intl.formatMessage({ id: `attribute.${type}` })}</dt>,
            <dd key={`${type}-d`}>
              {list.map((a) => (
                <Tag key={a.id}>{attrLabel(a, lang)}</Tag>
              ))}
            </dd>,
          ];
        })}
        {offer.remote || offer.open_to_canada ? (
          <>
            <dt>{intl.formatMessage({ id: 'offer.workplace' })}</dt>
            <dd data-testid="offer-workplace">
              {offer.remote ? (
                <RemoteTag>{intl.formatMessage({ id: 'offer.remote' })}</RemoteTag>
              ) : null}
              {offer.open_to_canada ? (
                <Tag>{intl.formatMessage({ id: 'offer.openToCanada' })}</Tag>
              ) : null}
            </dd>
          </>
        ) : null}
        {hasPay(offer.salary) ? (
          <>
            <dt>{intl.formatMessage({ id: 'offer.salary' })}</dt>
            <dd>
              <PayRange salary={offer.salary} />
            </dd>
          </>
        ) : null}
        <dt>{intl.formatMessage({ id: 'offer.positions' })}</dt>
        <dd>{intl.formatMessage({ id: 'offer.positionsCount' }, { count: offer.positions })}</dd>
      </Dl>
      <Body data-testid="offer-description" lang={untranslated ? langTag(contentLang) : undefined}>
        {descriptionBlocks(content?.description ?? '').map((block, i) =>
          block.kind === 'p' ? (
            <p key={i}>{block.text}</p>
          ) : (
            <ul key={i}>
              {block.items.map((item, k) => (
                <li key={k}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </Body>
    </article>
  );
}
