/**
 * A contract schema built the first time it is used rather than when its module loads. The
 * contract's few hundred zod schemas took about half of the app's start-up script time to build, and
 * a first screen uses a handful of them. The client build wraps the contract's top-level schemas
 * in this (scripts/lazy-contract.ts); the server builds them at once.
 *
 * The stand-in forwards everything to the schema once built, so zod, react-hook-form and the app
 * see the schema itself: its properties, `in`, spreading and `instanceof` all answer as the schema's.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself holds none of the schema's properties.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
  });
}
