import { createIntl, type IntlConfig, type IntlShape } from 'react-intl';

type MessageFormatOf = IntlShape['formatters']['getMessageFormat'];

/**
 * The app's intl objects. On the server, react-intl's createIntl with each message's formatter
 * found by the message itself: react-intl finds it in its cache under JSON.stringify(message,
 * locale, formats, options), computed again on every formatMessage call with values, so a page's
 * calls stringified their compiled messages anew on each render. A catalog's compiled messages
 * are arrays made once, so the array is the key; a call with another locale, other formats or
 * options of its own (a default message, a time zone's formats) still goes through react-intl's
 * cache. The browser's bundle keeps react-intl's createIntl: the 0.1 KB would be on every page's
 * first load, where the server renders every page of every visitor and a browser one at a time.
 */
export const createAppIntl: (config: IntlConfig) => IntlShape = import.meta.env.BROWSER_BUNDLE
  ? createIntl
  : createIntlFindingFormatsByMessage;

function createIntlFindingFormatsByMessage(config: IntlConfig): IntlShape {
  const intl = createIntl(config);
  const { formatters } = intl;
  const fromCache: MessageFormatOf = formatters.getMessageFormat;
  const byMessage = new WeakMap<object, ReturnType<MessageFormatOf>>();
  formatters.getMessageFormat = (message, locales, formats, options) => {
    const plainCall =
      typeof message === 'object' &&
      locales === intl.locale &&
      formats === intl.formats &&
      options?.formatters === formatters &&
      Object.keys(options).length === 1;
    if (!plainCall) return fromCache(message, locales, formats, options);
    let format = byMessage.get(message);
    if (!format) byMessage.set(message, (format = fromCache(message, locales, formats, options)));
    return format;
  };
  return intl;
}
