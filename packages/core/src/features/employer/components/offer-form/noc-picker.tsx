import type { NocJobTitle } from '@jobboard/contracts';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Button,
  FieldErrorOf,
  FieldMark,
  Input,
  Muted,
  Row,
} from '../../../../components/ui/primitives';
import { useBrand } from '../../../../lib/brand';
import { useLang } from '../../../../lib/lang';
import { NOC_PAGE_SIZE } from '@jobboard/contracts/constants';
import { NOC_SEARCH_DEBOUNCE_MS, useNocJobTitles } from '../../api/get-noc-job-titles';

/** The value after it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  > label {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;
/* The hint is longer than a phone's field: it ends with an ellipsis, not cut mid-word. */
const SearchInput = styled(Input)`
  text-overflow: ellipsis;
`;
const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  button {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[3]};
    width: 100%;
    min-height: 40px;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border: 0;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  button:hover {
    background: ${(p) => p.theme.colors.surface};
  }
`;

export const nocTitle = (noc: NocJobTitle, lang: 'fr' | 'en') =>
  (lang === 'fr' ? noc.title_fr : noc.title_en) || noc.title_fr || noc.title_en;

/**
 * NOC job title picker: a search debounced 500 ms that goes back to page 1, 10
 * titles a page in the current language, previous/next pages.
 */
export function NocPicker(props: {
  id: string;
  value: number | null;
  selected: NocJobTitle | null;
  onChange: (noc: NocJobTitle | null) => void;
  error?: string;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term, NOC_SEARCH_DEBOUNCE_MS);
  const [{ title, page }, setQuery] = useState({ title: '', page: 1 });
  // A new search starts on its first page.
  useEffect(() => setQuery({ title: debounced.trim(), page: 1 }), [debounced]);
  const setPage = (next: (p: number) => number) => setQuery((q) => ({ ...q, page: next(q.page) }));
  const open = title.length > 0;
  const { data, isLoading } = useNocJobTitles(open ? { title, page, lang, jobboard: board } : null);
  const last = Math.max(1, Math.ceil((data?.total ?? 0) / NOC_PAGE_SIZE));
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  return (
    <Box data-testid="noc-picker">
      <label htmlFor={props.id}>
        {t('employer.offer.field.noc')}
        <FieldMark optional />
      </label>
      <Muted>{t('employer.offer.nocHint')}</Muted>
      {props.value !== null ? (
        <Row data-testid="noc-selected">
          <span>
            {props.selected
              ? `${nocTitle(props.selected, lang)} (${props.selected.code})`
              : t('employer.offer.nocChosen')}
          </span>
          <Button type="button" $variant="ghost" onClick={() => props.onChange(null)}>
            {t('employer.offer.nocClear')}
          </Button>
        </Row>
      ) : null}
      <SearchInput
        id={props.id}
        type="search"
        value={term}
        autoComplete="off"
        placeholder={t('employer.offer.nocSearch')}
        onChange={(e) => setTerm(e.target.value)}
        $invalid={!!props.error}
        aria-invalid={!!props.error}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        // Only while its list is shown: aria-controls names an element that exists.
        aria-controls={open && data && data.data.length > 0 ? `${props.id}-results` : undefined}
      />
      {open ? (
        <>
          {data && data.data.length > 0 ? (
            <Results id={`${props.id}-results`} aria-busy={isLoading}>
              {data.data.map((noc) => (
                <li key={noc.id}>
                  <button
                    type="button"
                    aria-pressed={noc.id === props.value}
                    onClick={() => {
                      props.onChange(noc);
                      setTerm('');
                    }}
                    data-testid="noc-option"
                  >
                    <span>{nocTitle(noc, lang)}</span>
                    <Muted>{noc.code}</Muted>
                  </button>
                </li>
              ))}
            </Results>
          ) : (
            <Muted role="status">
              {isLoading ? t('employer.common.loading') : t('employer.offer.nocNone')}
            </Muted>
          )}
          {last > 1 ? (
            <Row>
              <Button
                type="button"
                $variant="ghost"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('employer.offer.nocPrevious')}
              </Button>
              <Muted>{t('employer.common.pageOf', { page, last })}</Muted>
              <Button
                type="button"
                $variant="ghost"
                disabled={page >= last}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('employer.offer.nocNext')}
              </Button>
            </Row>
          ) : null}
        </>
      ) : null}
      <FieldErrorOf id={props.id} error={props.error} />
    </Box>
  );
}
