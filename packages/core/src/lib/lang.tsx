import { createContext, useContext } from 'react';
import type { Lang } from '@jobboard/contracts/routes';

const LangContext = createContext<Lang>('fr');
export const LangProvider = LangContext.Provider;
export function useLang(): Lang {
  return useContext(LangContext);
}
