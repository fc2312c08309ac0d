import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbiddenCharacterProblem } from '@contract/text';
import { badRequest } from '../lib/http-error';

/** Deeper than any request of the contract; deeper input is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 16;

export interface InputProblem {
  message: string;
  /** Where in the input, as the validation errors name fields ("title", "categories.2"). */
  where: string;
}

/**
 * The first thing in a parsed body, query or parameter set that no route accepts: a control
 * character or lone surrogate in any string or key, or nesting past MAX_INPUT_DEPTH. Iterative, so
 * that hostile nesting cannot exhaust the stack.
 */
export function findInputProblem(input: unknown, root: string): InputProblem | null {
  const stack: { value: unknown; depth: number; where: string }[] = [{ value: input, depth: 0, where: root }];
  while (stack.length > 0) {
    const { value, depth, where } = stack.pop()!;
    if (typeof value === 'string') {
      const message = forbiddenCharacterProblem(value);
      if (message) return { message, where };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { message: 'The request is nested too deeply', where };
    for (const [key, child] of Object.entries(value)) {
      const at = where === root ? key : `${where}.${key}`;
      const message = forbiddenCharacterProblem(key);
      if (message) return { message, where: at };
      stack.push({ value: child, depth: depth + 1, where: at });
    }
  }
  return null;
}

/**
 * One rule for every route: text that no field accepts is refused with 400 before validation, so
 * that it never reaches a service or the database (which cannot store NUL), whatever the route.
 * The contract's text fields say the same in the app's forms.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, input] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(input, part);
      if (problem) throw badRequest(problem.message, { fieldErrors: { [problem.where]: [problem.message] } });
    }
  });
});
