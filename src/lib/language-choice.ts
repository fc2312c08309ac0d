import { LANGUAGE_COOKIE, languageFor, LANGUAGE_CHOICES, type Language, type LanguageChoice } from '@contract/languages';
import { activateLanguage, loadRestOfCatalog } from './i18n';
import { onFirstInput } from './on-first-input';
import { browserStorage, languageCookie, storageKeys } from './storage-keys';

const isChoice = (value: unknown): value is LanguageChoice => typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value);

/** The browser's languages, most wanted first. */
export const browserLanguages = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);

/**
 * The choice kept on this browser: a member's choice also lives in their settings when the backend
 * keeps one (`language`, an extra), and is copied here so that the next start speaks it at once.
 */
export function storedLanguageChoice(): LanguageChoice {
  try {
    const kept = browserStorage.get(storageKeys.languageChoice);
    return isChoice(kept) ? kept : 'auto';
  } catch {
    return 'auto';
  }
}

function keepChoice(choice: LanguageChoice): void {
  languageCookie.set(LANGUAGE_COOKIE, choice === 'auto' ? null : choice);
  try {
    if (choice === 'auto') browserStorage.remove(storageKeys.languageChoice);
    else browserStorage.set(storageKeys.languageChoice, choice);
  } catch {
    /* storage unavailable: the choice lasts as long as the page */
  }
}

export const languageOfChoice = (choice: LanguageChoice): Language => languageFor(choice, browserLanguages());

/** Keeps `choice` on this browser and speaks it; rejects when its catalog cannot load (offline). */
export function chooseLanguage(choice: LanguageChoice): Promise<void> {
  keepChoice(choice);
  return activateLanguage(languageOfChoice(choice));
}

/**
 * The language the app starts in. A browser whose languages change while the app is open (the
 * `languagechange` event) is followed, unless a language was chosen. The first screen's words come
 * first; the rest of them at the member's first action.
 */
export function startLanguage(): Promise<void> {
  onFirstInput(() => void loadRestOfCatalog().catch(() => undefined));
  window.addEventListener('languagechange', () => {
    if (storedLanguageChoice() === 'auto') void activateLanguage(languageOfChoice('auto')).catch(() => undefined);
  });
  return activateLanguage(languageOfChoice(storedLanguageChoice())).catch(() => undefined);
}
