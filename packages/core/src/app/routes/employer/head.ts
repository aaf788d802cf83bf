import type { PrimitiveType } from 'react-intl';
import { employerIntl } from '../../../i18n/employer';
import type { HeadContext, PageHead } from '../../page';

/** The head of an employer page: its title from the employer catalog, never indexed. */
export const employerHead =
  (id: string, values?: (ctx: HeadContext) => Record<string, PrimitiveType>) =>
  (ctx: HeadContext): PageHead => ({
    title: employerIntl(ctx.lang).formatMessage({ id }, values?.(ctx)),
    noindex: true,
  });
