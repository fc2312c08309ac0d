import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, userSettingsSchema, type UserSettings } from '@contract/settings';
import { api, isApiError } from '@/lib/api-client';

/** The member's settings; a server without settings (404) means the defaults. */
async function fetchSettings(): Promise<UserSettings> {
  try {
    return await api.get('/api/user/settings', { schema: userSettingsSchema });
  } catch (error) {
    if (isApiError(error, 404)) return DEFAULT_SETTINGS;
    throw error;
  }
}

export const settingsQueries = {
  all: () => ['settings'] as const,
  mine: () => queryOptions({ queryKey: [...settingsQueries.all(), 'mine'] as const, queryFn: fetchSettings }),
};
