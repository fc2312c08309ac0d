import { createContext, useContext, type ReactNode } from 'react';
import type { Desire } from '@contract/desire';
import type { UserSummary } from '@contract/user';

export type LoginReason = 'react' | 'comment' | 'fulfil' | 'pledge';

/** A desire or comment a reader may report, as the app's Report entry takes it. */
export interface ReportableTarget {
  targetType: 'desire' | 'comment';
  targetId: string;
  owner: { _id: string; fullName: string };
  label: string;
}

export interface DesireEnvironmentValue {
  /** The signed-in member, or null for a visitor. */
  viewer: UserSummary | null;
  /** A visitor tried to act: the app opens its sign-in prompt. */
  requireLogin: (reason: LoginReason) => void;
  /** The owner chose Edit: the app opens the edit dialog. */
  editDesire: (desire: Desire) => void;
  /**
   * Whether the backend keeps surprises, prices and pledges (its settings' `surpriseByDefault`, an
   * extra), with the member's default; null or absent: it does not, or it is not known yet, and the
   * form offers none of them.
   */
  gifting?: { surpriseByDefault: boolean } | null;
  /** A "Report" menu entry for a desire or comment (absent where the app offers no reports). */
  reportItem?: (target: ReportableTarget) => ReactNode;
  /** What the card shows of the occasion a desire is for (`occasionId` set); absent: nothing. */
  renderOccasion?: (desire: Desire) => ReactNode;
  /** Custom link, a link by name to the owner's public desire, shown open (absent where the app offers none). */
  customLinkDialog?: (props: { desire: Desire; onOpenChange: (open: boolean) => void }) => ReactNode;
}

const DesireEnvironment = createContext<DesireEnvironmentValue | null>(null);

/** The app tells the cards who is reading and how to sign in or edit; features stay apart. */
export function DesireEnvironmentProvider({ value, children }: { value: DesireEnvironmentValue; children: ReactNode }) {
  return <DesireEnvironment.Provider value={value}>{children}</DesireEnvironment.Provider>;
}

export function useDesireEnvironment(): DesireEnvironmentValue {
  const value = useContext(DesireEnvironment);
  if (!value) throw new Error('Desire components need a DesireEnvironmentProvider');
  return value;
}
