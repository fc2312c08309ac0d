/**
 * Every call the spec names (member core 7; chat, categories and admin 7), as `METHOD /path/{param}`. Any
 * other endpoint of our server is an extra: the OpenAPI document marks it, the app treats its absence
 * as "feature not offered", and the spec-only test backend does not answer it.
 */
export const SPEC_ENDPOINTS = [
  // Authentication
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/check-email',
  'GET /api/auth/me',
  'POST /api/auth/send-otp',
  'POST /api/auth/verify-otp',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-password-otp',
  // Users, profile, uploads
  'GET /api/users/search',
  'GET /api/users/{id}',
  'GET /api/users/suggested',
  'GET /api/users/{id}/followers',
  'GET /api/users/{id}/following',
  'GET /api/follow/status/{id}',
  'POST /api/follow/{id}',
  'DELETE /api/follow/{id}',
  'PATCH /api/users/profile',
  'PATCH /api/users/complete-signup',
  'POST /api/users/banner',
  'POST /api/upload',
  'DELETE /api/upload/{publicId}',
  'POST /api/upload-image',
  'GET /api/user/settings',
  'PUT /api/user/settings',
  'PUT /api/user/change-password',
  'DELETE /api/user/account',
  // Desires
  'GET /api/desires/public',
  'GET /api/desires/following',
  'GET /api/desires/my',
  'GET /api/desires/user/{id}',
  'GET /api/desires/trending',
  'GET /api/desires/{id}',
  'POST /api/desires',
  'PUT /api/desires/{id}',
  'POST /api/fetch-url-metadata',
  'PATCH /api/desires/{id}/start-fulfillment',
  'PATCH /api/desires/{id}/complete-fulfillment',
  'PATCH /api/desires/{id}/status',
  'DELETE /api/desires/{id}',
  'GET /api/desires/{id}/reactions',
  'POST /api/desires/{id}/react',
  'DELETE /api/desires/{id}/react',
  'GET /api/desires/{id}/comments',
  'POST /api/desires/{id}/comments',
  'GET /api/stats',
  'GET /api/stats/user/{id}',
  // Notifications and counts
  'GET /api/notifications',
  'PUT /api/notifications/{id}/read',
  'GET /api/notifications/unread-count',
  'GET /api/messages/unread-count',
  // Live channel
  'GET /ws',
  // Chat
  'GET /api/chats',
  'GET /api/chats/{chatId}',
  'GET /api/chats/{chatId}/messages',
  'POST /api/chats/{chatId}/messages',
  'POST /api/chats',
  'DELETE /api/chats/{chatId}',
  'POST /api/chats/{chatId}/messages/mark-read',
  // Categories
  'GET /api/categories',
  'GET /api/categories/{id}',
  'GET /api/categories/{id}/desires',
  'POST /api/categories',
  'PUT /api/categories/{id}',
  'DELETE /api/categories/{id}',
  // Public shared pages
  'GET /api/shared/categories/{id}',
  'GET /api/shared/categories/{id}/desires',
  'GET /api/shared/desires/{id}',
  // Admin
  'POST /api/admin/auth/login',
  'GET /api/admin/auth/me',
  'GET /api/admin/stats',
  'GET /api/admin/users/recent',
  'GET /api/admin/desires/recent',
  'GET /api/admin/fulfillments/stats',
  'GET /api/admin/users',
  'GET /api/admin/users/{id}',
  'PATCH /api/admin/users/{id}/role',
  'DELETE /api/admin/users/{id}',
] as const;

export type SpecEndpoint = (typeof SPEC_ENDPOINTS)[number];

/** `/api/users/:id` (Fastify's form) and `/api/users/{userId}` compare equal: parameters are positions. */
export const endpointShape = (methodAndPath: string): string => methodAndPath.replace(/(\{[^}]+\}|:[A-Za-z_]\w*)/g, '{}');

const specShapes = new Set<string>(SPEC_ENDPOINTS.map(endpointShape));

/** Whether `METHOD /path` (either parameter form) is one the spec names. */
export const isSpecEndpoint = (method: string, path: string): boolean => specShapes.has(endpointShape(`${method.toUpperCase()} ${path}`));
