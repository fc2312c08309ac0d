/**
 * Whether the member signed out in this tab since the last sign-in. A page left by Log Out is not a
 * place to return to: the guard sends the next sign-in to the feed instead of back to it.
 */
let signedOutHere = false;

export const signOutMark = {
  set: () => {
    signedOutHere = true;
  },
  clear: () => {
    signedOutHere = false;
  },
  get: () => signedOutHere,
};
