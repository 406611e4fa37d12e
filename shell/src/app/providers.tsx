import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders as SharedProviders } from '@guardian/shared';

/** Query client, dialogs and toasts for the whole composed app (one instance each). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <SharedProviders queryClient={queryClient}>{children}</SharedProviders>;
}
