import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { adminToken, desireId, FIRST_LOAD, memberToken, walkWithSpecBackend } from '../spec-backend/walk';

// A backend of the spec alone has no reports: the app offers none of their entries, quietly.
const walk = walkWithSpecBackend('reports');

describe('reports against the spec backend', { timeout: 40_000 }, () => {
  it('the admin dashboard shows no open-reports card and the menu no Reports entry', async () => {
    renderApp('/admin/dashboard', { adminToken: adminToken(walk.backend) });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Total Users' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Open reports/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'User Management' }).length).toBeGreaterThan(0);
  });

  it('a desire someone else wrote has no Report entry', async () => {
    const id = desireId(walk.backend, 'Learn to play the cello');
    renderApp(`/post/${id}`, { memberToken: memberToken(walk.backend, 'maya@example.com') });
    const card = await screen.findByRole('article', { name: 'Learn to play the cello' }, FIRST_LOAD);
    expect(within(card).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Desire options' })).not.toBeInTheDocument();
  });
});
