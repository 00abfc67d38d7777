import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and while hydrating, true once this component's script runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
