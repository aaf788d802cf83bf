import { createContext, useContext } from 'react';
import type { HeadData } from '../lib/head';

const HeadContext = createContext<HeadData | null>(null);
export const HeadProvider = HeadContext.Provider;
/** The current page's head (the language switcher uses its alternates: localized slugs). */
export function useHead(): HeadData | null {
  return useContext(HeadContext);
}
