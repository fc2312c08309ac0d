import { Link2, Send, Share2, Sparkles } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WhatsAppIcon, XIcon } from '@/components/ui/brand-icons';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { sharedDesireLink, shareLink } from '../../model/desire';
import { canShareNatively, copyLink, openShareWindow, desireShareTargets } from './share';

/** Copy link, the shared-desire page's link, WhatsApp, X, Telegram, and the device's own share sheet where there is one. */
export function ShareMenu({ desireId, ownerId, title }: { desireId: string; ownerId: string; title: string }) {
  const { t } = useLingui();
  const link = shareLink(desireId);
  const targets = desireShareTargets(title, link);
  return (
    <Menu>
      <MenuTrigger className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground" aria-label={t`Share`}>
        <Share2 className="size-4" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={() => void copyLink(link)}>
          <Link2 aria-hidden="true" /> <Trans>Copy link</Trans>
        </MenuItem>
        <MenuItem onSelect={() => void copyLink(sharedDesireLink(desireId, ownerId))}>
          <Sparkles aria-hidden="true" /> <Trans>Copy shared link</Trans>
        </MenuItem>
        <MenuItem onSelect={() => openShareWindow(targets.whatsapp)}>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand's name */}
          <WhatsAppIcon /> WhatsApp
        </MenuItem>
        <MenuItem onSelect={() => openShareWindow(targets.x)}>
          <XIcon /> X
        </MenuItem>
        <MenuItem onSelect={() => openShareWindow(targets.telegram)}>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand's name */}
          <Send aria-hidden="true" /> Telegram
        </MenuItem>
        {canShareNatively() ? (
          <MenuItem onSelect={() => void navigator.share({ title, text: targets.text, url: link }).catch(() => undefined)}>
            <Share2 aria-hidden="true" /> <Trans>Share…</Trans>
          </MenuItem>
        ) : null}
      </MenuContent>
    </Menu>
  );
}
