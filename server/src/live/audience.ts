/**
 * Who receives a live message. It crosses processes as data, so it names members, never sockets:
 * every socket (a public desire), every socket but some members' (a public desire that stopped being
 * public), or some members' sockets. Each process resolves it against its own sockets with set lookups.
 */
export type Audience = { to: 'all' } | { to: 'all-except'; userIds: string[] } | { to: 'users'; userIds: string[] };

export const everyone: Audience = { to: 'all' };

export const onlyMembers = (userIds: readonly string[]): Audience => ({ to: 'users', userIds: [...new Set(userIds)] });
