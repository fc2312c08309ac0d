import { Link2, Send, Share2 } from 'lucide-react';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { shareLink } from '../../model/desire';
import { canShareNatively, copyLink, openShareWindow, shareTargets } from './share';

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.5-.2Z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.4l11.3 14.5Z" />
    </svg>
  );
}

/** Copy link, WhatsApp, X, Telegram, and the device's own share sheet where there is one. */
export function ShareMenu({ desireId, title }: { desireId: string; title: string }) {
  const link = shareLink(desireId);
  const targets = shareTargets(title, link);
  return (
    <Menu>
      <MenuTrigger className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground" aria-label="Share">
        <Share2 className="size-4" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={() => void copyLink(link)}>
          <Link2 aria-hidden="true" /> Copy link
        </MenuItem>
        <MenuItem onSelect={() => openShareWindow(targets.whatsapp)}>
          <WhatsAppIcon /> WhatsApp
        </MenuItem>
        <MenuItem onSelect={() => openShareWindow(targets.x)}>
          <XIcon /> X
        </MenuItem>
        <MenuItem onSelect={() => openShareWindow(targets.telegram)}>
          <Send aria-hidden="true" /> Telegram
        </MenuItem>
        {canShareNatively() ? (
          <MenuItem onSelect={() => void navigator.share({ title, text: targets.text, url: link }).catch(() => undefined)}>
            <Share2 aria-hidden="true" /> Share…
          </MenuItem>
        ) : null}
      </MenuContent>
    </Menu>
  );
}
