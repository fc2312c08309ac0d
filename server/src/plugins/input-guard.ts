import { Transform, type TransformCallback } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbiddenCharacterProblem } from '@contract/text';
import { DEFAULT_BODY_LIMIT, LONG_STRING_BYTES } from '../lib/body-limits';
import { HttpError, badRequest } from '../lib/http-error';
import { nextTurn } from '../lib/turns';
import { JsonShapeScan, TOO_DEEP, TOO_MANY_ENTRIES, TOO_MUCH_TEXT, type ShapeBudget, type TextBudget } from '../lib/json-shape';

/**
 * What any one request may hold: the largest request of the contract (a desire shared with 200
 * members in 20 categories) has a few hundred entries and five levels. A body past it is refused
 * while it arrives, before it is parsed.
 */
export const INPUT_BUDGET: ShapeBudget = { entries: 2_000, depth: 16 };

/** Deeper than any request of the contract; deeper input is refused before anything walks it. */
export const MAX_INPUT_DEPTH = INPUT_BUDGET.depth;

/** A JSON body's text, long strings (images as data URLs) aside, is parsed only up to the general limit. */
export const BODY_TEXT_BUDGET: TextBudget = { longString: LONG_STRING_BYTES, text: DEFAULT_BODY_LIMIT };

export interface InputProblem {
  message: string;
  /** Where in the input, as the validation errors name fields ("title", "categories.2"). */
  where: string;
}

interface Visit {
  value: unknown;
  depth: number;
  key: string;
  parent: Visit | null;
}

/** The path of a visit, built only for the one problem that is reported. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? visit.key : keys.reverse().join('.');
}

/**
 * The first thing in a parsed body, query or parameter set that no route accepts: a control
 * character or lone surrogate in any string or key, nesting past the budget's depth, or more
 * entries than it allows. Iterative, so that hostile nesting cannot exhaust the stack.
 */
export function findInputProblem(
  input: unknown,
  root: string,
  budget: ShapeBudget = INPUT_BUDGET,
  passOver: (text: string) => boolean = () => false,
): InputProblem | null {
  const stack: Visit[] = [{ value: input, depth: 0, key: root, parent: null }];
  let entries = 0;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (passOver(value)) continue;
      const message = forbiddenCharacterProblem(value);
      if (message) return { message, where: pathOf(visit) };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= budget.depth) return { message: TOO_DEEP, where: pathOf(visit) };
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const child: Visit = { value: (value as Record<string, unknown>)[key], depth: depth + 1, key, parent: visit };
      if (++entries > budget.entries) return { message: TOO_MANY_ENTRIES, where: pathOf(visit) };
      const message = passOver(key) ? null : forbiddenCharacterProblem(key);
      if (message) return { message, where: pathOf(child) };
      stack.push(child);
    }
  }
  return null;
}

const isJson = (request: FastifyRequest) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '');

declare module 'fastify' {
  interface FastifyRequest {
    /** The scan of a JSON body that arrived whole: what it found about the body's text. */
    bodyScan: JsonShapeScan | null;
  }
}

/**
 * Past this much of a body, the next chunk is read in a later turn of the event loop (lib/turns.ts):
 * Node reads up to 2 MB from a socket in one go, and eight large bodies arriving at once held the
 * loop for over a hundred milliseconds, scanning and copying, before anything else was answered.
 */
const PACED_AFTER_BYTES = 64 * 1024;

/** Passes a JSON body through while it is scanned; stops it at the first problem the scan finds. */
function scanned(request: FastifyRequest, budget: ShapeBudget, textBudget: TextBudget): Transform {
  const scan = new JsonShapeScan(budget, textBudget);
  const checked = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const problem = scan.push(chunk);
      if (problem === TOO_MUCH_TEXT) done(new HttpError(413, problem));
      else if (problem) done(badRequest(problem, { fieldErrors: { body: [problem] } }));
      else if (scan.bytesRead > PACED_AFTER_BYTES) void nextTurn().then(() => done(null, chunk));
      else done(null, chunk);
    },
    flush(done: TransformCallback) {
      request.bodyScan = scan;
      done();
    },
  });
  // Fastify stops listening once it has refused the body for its size; a budget broken after that
  // has nobody to tell, and an error event nobody hears would end the process.
  checked.on('error', () => undefined);
  return checked;
}

/**
 * One rule for every route: input no field accepts is refused with 400 before validation, so that it
 * never reaches a service or the database (which cannot store NUL), whatever the route. A JSON body
 * is scanned as it arrives (preParsing), so that neither its size in items, nor a control character
 * in it, nor text past its budget ever reaches the parser; parameters, queries and other bodies are
 * walked once parsed, within the same budget. The contract's text fields say the same in the app's forms.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.decorateRequest('bodyScan', null);
  app.addHook('preParsing', async (request, _reply, payload) => (isJson(request) ? payload.pipe(scanned(request, INPUT_BUDGET, BODY_TEXT_BUDGET)) : payload));

  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, input] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      // A JSON body the scan read whole has kept the budget and holds no control character; an
      // escaped surrogate, which may be half a pair, was judged by the JSON parser (plugins/json-parser.ts).
      if (part === 'body' && request.bodyScan) continue;
      const problem = findInputProblem(input, part);
      if (problem) throw badRequest(problem.message, { fieldErrors: { [problem.where]: [problem.message] } });
    }
  });
});
