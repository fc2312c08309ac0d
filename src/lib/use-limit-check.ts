import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormTrigger } from 'react-hook-form';

/**
 * A field past its length limit says so as the member types, not only when they submit; once back
 * within it, the error goes. The rest of the form keeps to checking on submit, so that a title being
 * typed is not called too short at its first letter.
 */
export function useLimitCheck<T extends FieldValues>(trigger: UseFormTrigger<T>, name: Path<T>, over: boolean): void {
  const wasOver = useRef(false);
  useEffect(() => {
    if (over || wasOver.current) void trigger(name);
    wasOver.current = over;
  }, [over, name, trigger]);
}
