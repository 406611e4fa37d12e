import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '../ui/dialog/dialog-host';
import { ToastViewport } from '../ui/toast/toast-viewport';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every page needs around it: the one QueryClient and the hosts for dialogs and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DialogHost />
      <ToastViewport />
    </QueryClientProvider>
  );
}
