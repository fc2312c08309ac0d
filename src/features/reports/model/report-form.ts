import * as z from 'zod/mini';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@contract/report';
import { forbiddenCharacterProblem } from '@contract/text';

/**
 * The report dialog: a reason out of four and an optional note. The note is counted and sent
 * without its outer spaces; an empty one is no note.
 */
export const reportFormSchema = z.object({
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message: shown through src/lib/known-messages.ts
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason' }),
  note: z.string().check(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message: shown through src/lib/known-messages.ts
    z.refine((v) => v.trim().length <= REPORT_NOTE_MAX, `Note must be at most ${REPORT_NOTE_MAX} characters`),
    z.superRefine((v, ctx) => {
      const problem = forbiddenCharacterProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
    }),
    z.trim(),
  ),
});

export type ReportFormValues = z.output<typeof reportFormSchema>;
