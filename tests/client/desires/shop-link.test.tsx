import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { Desire } from '@contract/desire';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged } from '../msw/desires';
import { renderApp } from '../render-app';

async function feedOf(desires: Desire[]) {
  server.use(http.get('/api/desires/public', () => json(paged(desires))), handlers.me(member()), ...feedHandlers(desires));
  renderApp('/feed', { memberToken: 'tok' });
  await screen.findAllByRole('article');
}

describe('the shop a desire was imported from', () => {
  it('is linked as "View in shop", in a new tab that learns nothing of the page', async () => {
    await feedOf([makeDesire({ title: 'Imported lamp', sourceUrl: 'https://www.lamps.example.com/p/42?colour=red' })]);
    const link = within(screen.getByRole('article', { name: 'Imported lamp' })).getByRole('link', { name: /View in shop/ });
    expect(link).toHaveAttribute('href', 'https://www.lamps.example.com/p/42?colour=red');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('View in shop lamps.example.com (opens in a new tab)');
  });

  it('is not linked when the address is not a web page’s, nor when there is none', async () => {
    await feedOf([
      makeDesire({ title: 'Scripted', sourceUrl: 'javascript:alert(1)' }),
      makeDesire({ title: 'Typed by hand', sourceUrl: null }),
      makeDesire({ title: 'Linked', sourceUrl: 'http://shop.example.com/x' }),
    ]);
    // The third card's link is there: the cards have rendered their links.
    expect(within(screen.getByRole('article', { name: 'Linked' })).getByRole('link', { name: /View in shop/ })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Scripted' })).queryByRole('link', { name: /View in shop/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Typed by hand' })).queryByRole('link', { name: /View in shop/ })).not.toBeInTheDocument();
  });
});
