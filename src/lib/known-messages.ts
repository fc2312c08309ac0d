import { SOURCE_LANGUAGE } from '@contract/languages';
import { ApiError, NetworkError } from './api-client';
import { i18n, knownMessageOf } from './i18n';

/*
 * Texts that reach the screen in English from elsewhere (the server's answers, the contract's
 * validation messages) in the reader's language, through the table of src/lib/known-messages-table.ts.
 */

/**
 * `text` in the reader's language when it is one the server or the contract words in English;
 * any other text as it is, and every text as it is for a reader of English.
 */
export function translateKnown(text: string): string {
  if (i18n.locale === SOURCE_LANGUAGE) return text;
  const message = knownMessageOf(text);
  return message ? i18n._(message) : text;
}

/**
 * What a failed call says to the reader, in their language: the server's own message of an error
 * answer, or the words of a request that got no answer; undefined when there is nothing to say, so
 * that the screen says its own.
 */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ? translateKnown(error.serverMessage) : undefined;
  if (error instanceof NetworkError) return translateKnown(error.message);
  return undefined;
}
