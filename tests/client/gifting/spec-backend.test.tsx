import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { feedHandlers, makeDesire, paged, people } from '../msw/desires';
import { renderApp } from '../render-app';

describe('a backend without gifting', () => {
  it('shows no surprise badge or hint, no price, no pledges and no Reveal on anyone’s desire', async () => {
    const theirs = makeDesire({ title: 'Their plain wish' });
    const mine = makeDesire({ title: 'My plain wish', userId: people.maya });
    server.use(http.get('/api/desires/public', () => json(paged([theirs, mine]))), handlers.me(member()), ...feedHandlers([theirs, mine]));
    renderApp('/feed', { memberToken: 'tok' });
    const other = await screen.findByRole('article', { name: 'Their plain wish' });
    const own = screen.getByRole('article', { name: 'My plain wish' });
    // The cards are whole: their spec actions are there.
    expect(within(other).getByRole('button', { name: 'Fulfill Desire' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Desire options' })).toBeInTheDocument();
    for (const card of [other, own]) {
      expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(card).queryByRole('group', { name: 'Giving together' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Chip in' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
      expect(within(card).queryByText('Surprise')).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent('keep it secret');
      expect(card).not.toHaveTextContent('Price:');
    }
  });
});
