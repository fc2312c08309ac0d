import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../msw/server';
import { handlers, json, member } from '../msw/handlers';
import { renderApp } from '../render-app';

// Screens whose read failed say what did not arrive and offer one button that reads it again (the
// same LoadFailed everywhere); the read that then succeeds replaces the alert.

/** Fails every read until `recover()`, then answers `body`. */
function failingUntilRecovered<T extends object>(body: T) {
  const state = { failing: true, reads: 0 };
  return {
    state,
    answer: () => {
      state.reads += 1;
      return state.failing ? json({ message: 'Internal Server Error' }, 500) : json(body);
    },
  };
}

describe('a failed read shows LoadFailed, and its button reads again', () => {
  it('Trending: "Failed to fetch trending desires" with Try again', async () => {
    const trending = failingUntilRecovered([]);
    server.use(handlers.me(member()), http.get('/api/desires/trending', trending.answer));
    const { user } = renderApp('/trending', { memberToken: 'tok' });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('Failed to fetch trending desires')).toBeInTheDocument();
    const readsBefore = trending.state.reads;
    trending.state.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The answer (no desires) is shown: the empty state's heading.
    expect(await screen.findByRole('heading', { level: 2, name: /trending/i }, { timeout: 8000 })).toBeInTheDocument();
    expect(trending.state.reads).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
