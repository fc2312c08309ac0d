import { useSession } from '@/features/auth/api/queries';

/**
 * A visitor is anyone without a finished sign-in: shared pages are read-only for them. Apart from the
 * shared pages' frame, so that a single desire's page does not load that frame with the card.
 */
export function useIsVisitor() {
  const { status } = useSession();
  return status === 'signed-out' || status === 'onboarding';
}
