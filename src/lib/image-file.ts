/** A rule for images picked in the browser: which types, how big, and the words for each problem. */
export interface ImageFileRule {
  types: readonly string[];
  maxBytes: number;
  typeError: { title: string; message: string };
  sizeError: { title: string; message: string };
}

/** What is wrong with a picked file under a rule, or null when it is fine. */
export function imageFileProblem(file: File, rule: ImageFileRule): { title: string; message: string } | null {
  if (!rule.types.includes(file.type)) return rule.typeError;
  if (file.size >= rule.maxBytes) return rule.sizeError;
  return null;
}
