import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { CHAT_MESSAGES } from '@contract/chat';
import { server } from '../msw/server';
import { error, handlers, json, member } from '../msw/handlers';
import { chatServer, makeChat } from '../msw/chat';
import { people } from '../msw/desires';
import { pushLive } from '../msw/live';
import { followAnswer, listItem, peopleHandlers, profileOf, type PeopleServer } from '../msw/people';
import { renderApp } from '../render-app';

const maya = member();
const leo = people.leo._id;

/** Maya on Leo's profile, with who follows whom as given. */
async function openLeo(state: Partial<PeopleServer> = {}, ...first: Parameters<typeof server.use>) {
  const people: PeopleServer = { profiles: [profileOf()], ...state };
  server.use(...first, handlers.me(maya), ...peopleHandlers(people));
  const view = renderApp(`/profile/${leo}`, { memberToken: 'tok' });
  await screen.findByRole('heading', { name: 'Leo Okafor', level: 2 });
  return { ...view, people };
}

const messageLink = () => screen.queryByRole('link', { name: 'Message' });
const messageButton = () => screen.queryByRole('button', { name: 'Message' });

describe('Message on a profile', () => {
  it('neither follows the other: Message is disabled, with the reason beneath it; nothing is started', async () => {
    const chats = chatServer();
    server.use(...chats.handlers);
    await openLeo();
    expect(await screen.findByText(CHAT_MESSAGES.notConnected)).toBeInTheDocument();
    expect(messageButton()).toBeDisabled();
    expect(messageLink()).not.toBeInTheDocument();
    expect(messageButton()).toHaveAccessibleDescription(CHAT_MESSAGES.notConnected);
    expect(screen.getByText(CHAT_MESSAGES.notConnected)).toBeVisible();
    expect(chats.state.started).toEqual([]);
  });

  it('Leo follows Maya: Message opens the chat', async () => {
    await openLeo({ followersOf: { [maya._id]: [listItem(leo, 'Leo Okafor')] } });
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute('href', `/chat?user=${leo}`);
    expect(screen.queryByText(CHAT_MESSAGES.notConnected)).not.toBeInTheDocument();
  });

  it('Maya follows Leo from his profile: Message opens up at once, and closes again when she unfollows', async () => {
    const { user } = await openLeo();
    server.use(
      http.post(`/api/follow/${leo}`, () => json(followAnswer(true, 1))),
      http.delete(`/api/follow/${leo}`, () => json(followAnswer(false, 0))),
    );
    await screen.findByText(CHAT_MESSAGES.notConnected);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('link', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByText(CHAT_MESSAGES.notConnected)).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Following' }));
    await waitFor(() => expect(messageButton()).toBeDisabled());
    expect(screen.getByText(CHAT_MESSAGES.notConnected)).toBeInTheDocument();
  });

  it('Leo follows Maya while she is on his profile: the live notice opens Message up', async () => {
    const { people: state } = await openLeo();
    await screen.findByText(CHAT_MESSAGES.notConnected);
    await screen.findByRole('button', { name: /Notifications menu \(Live\)/ });
    state.followersOf = { [maya._id]: [listItem(leo, 'Leo Okafor')] };
    pushLive({
      type: 'notification',
      data: {
        _id: '6650a1b2c3d4e5f60123f011',
        type: 'follow',
        message: 'Leo Okafor started following you',
        isRead: false,
        createdAt: new Date().toISOString(),
        fromUserId: people.leo,
        desireId: null,
        relatedId: null,
      },
    });
    expect(await screen.findByRole('link', { name: 'Message' })).toBeInTheDocument();
  });

  it('when who follows whom cannot be read, Message stays: the chat screen answers for itself', async () => {
    const chats = chatServer({ start: { chat: makeChat(people.leo) } });
    server.use(...chats.handlers);
    const { user, location } = await openLeo({}, http.get('/api/follow/status/:id', () => error(500, 'Internal Server Error')));
    await user.click(await screen.findByRole('link', { name: 'Message' }, { timeout: 8000 }));
    await waitFor(() => expect(location()).toMatch(/^\/chat\?chatId=/));
  });
});
