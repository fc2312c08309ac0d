import { msg } from '@lingui/core/macro';

/**
 * The app's own title and description, which a page without its own shows (and its link preview).
 * index.html carries them in English; the server sends them in the page's language, rendered with
 * the first paint (first-paint-screens.tsx). The English must stay index.html's word for word.
 */
export const APP_TITLE = msg`Wishwell: share what you wish for`;
export const APP_DESCRIPTION = msg`Wishwell is where people share the things, places and experiences they wish for, and help each other make them happen.`;
