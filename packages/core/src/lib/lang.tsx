import { createContext, useContext } from 'react';
import type { Lang } from '../config/routes';

const LangContext = createContext<Lang>('fr');
export const LangProvider = LangContext.Provider;
export function useLang(): Lang {
  return useContext(LangContext);
}
