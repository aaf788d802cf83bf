import type { IntlShape } from 'react-intl';
import { createAppIntl } from './app-intl';
import type { Messages } from './index';

const joined = new WeakMap<IntlShape, WeakMap<Messages, IntlShape>>();

/**
 * `parent`'s intl with `extra` messages joined to its own (a lazy chunk's catalog, the employer
 * area's), one per pair for the process's life: made per mount, each server render parsed again
 * every message it showed and built again its number and date formats.
 */
export function joinedIntl(parent: IntlShape, extra: Messages): IntlShape {
  let byExtra = joined.get(parent);
  if (!byExtra) joined.set(parent, (byExtra = new WeakMap()));
  let intl = byExtra.get(extra);
  if (!intl) {
    intl = createAppIntl({
      locale: parent.locale,
      defaultLocale: parent.defaultLocale,
      messages: { ...(parent.messages as Messages), ...extra },
    });
    byExtra.set(extra, intl);
  }
  return intl;
}
