import type { MatcherFunction } from '@testing-library/react';

/**
 * A sentence whose parts are separate elements (a member's name in its own <bdi> inside a translated
 * sentence): matches the innermost element whose whole text is `text`.
 */
export const sentence =
  (text: string): MatcherFunction =>
  (_, element) =>
    element?.textContent === text && !Array.from(element.children).some((child) => child.textContent === text);
