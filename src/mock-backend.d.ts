/** The dev:mock backend's browser entry, resolved by mock-backend/vite-plugin.ts (a stub outside mock mode). */
declare module 'virtual:mock-backend' {
  export function startSpecBackend(): Promise<void>;
}
