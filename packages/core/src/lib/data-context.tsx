import { createContext, useContext } from 'react';
import type { DataLoader } from './data';

const DataLoaderContext = createContext<DataLoader | null>(null);
export const DataLoaderProvider = DataLoaderContext.Provider;
export function useDataLoader(): DataLoader {
  const value = useContext(DataLoaderContext);
  if (!value) throw new Error('useDataLoader outside DataLoaderProvider');
  return value;
}
