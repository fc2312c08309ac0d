import type { Ref } from 'react';

/**
 * The file input behind a visible "choose" button: out of sight and out of the tab order (the button
 * is what people reach), it hands over the chosen file and then forgets it, so choosing the same
 * file again after a failure still fires.
 */
export function HiddenFileInput({ ref, accept, onFile }: { ref: Ref<HTMLInputElement>; accept: string; onFile: (file: File | undefined) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        onFile(file);
      }}
    />
  );
}
