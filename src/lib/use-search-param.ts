import { useSearchParams } from 'react-router-dom';

/**
 * One choice kept in the address (`?name=value`), so that Back, Forward and a shared link return to
 * it. Choosing replaces the entry rather than adding one; the default choice is the address without
 * the parameter.
 */
export function useSearchParam(name: string, byDefault: string): [string | null, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === byDefault) nextParams.delete(name);
    else nextParams.set(name, next);
    setParams(nextParams, { replace: true });
  };
  return [params.get(name), choose];
}
