import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RemoteProps } from '@dash/shared-contracts';

/** The props the shell mounted this remote with; components reach bus, api and session here. */
const RemoteContext = createContext<RemoteProps | null>(null);

export function RemoteProvider({ value, children }: { value: RemoteProps; children: ReactNode }) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote needs a RemoteProvider');
  return props;
}
