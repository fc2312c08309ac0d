import type { Desire, DesireStatus } from '@contract/desire';
import { isSecretFromOwner, pledgePanelOf } from '../../model/gifting';
import { PledgesPanel } from './pledges-panel';
import { SurpriseHint } from './surprise';

/**
 * A desire's gifting parts in its card: the hint that it is a surprise (for everyone but the owner)
 * and the pledges where it has a price. A backend without gifting sends none of the fields: nothing
 * shows, and this module is never loaded (desire-card.tsx loads it only for a desire that has them).
 */
export function DesireGifting({ desire, viewerId, own, status, temporary }: { desire: Desire; viewerId: string | null; own: boolean; status: DesireStatus; temporary: boolean }) {
  const panel = pledgePanelOf(desire);
  const secret = isSecretFromOwner(desire, viewerId);
  if (!panel && !secret) return null;
  return (
    <div className="grid min-w-0 gap-3">
      {secret ? <SurpriseHint desire={desire} /> : null}
      {panel ? <PledgesPanel desire={desire} price={panel.price} pledges={panel.pledges} own={own} open={!temporary && status !== 'fulfilled'} /> : null}
    </div>
  );
}
