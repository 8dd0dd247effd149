/** What marks a field a form refuses: MUI's invalid input, or the error text of a group of choices. */
const PROBLEM = '[aria-invalid="true"], .MuiFormHelperText-root.Mui-error';

/**
 * After a refused submit the eye goes to the first field the form refuses, wherever it is (far
 * above Submit, off a phone's screen): it is brought to the middle of the screen, and focused when
 * it is an input, so a screen reader says its error too. Nothing happens when no field is refused.
 */
export function revealFirstProblem(root: ParentNode | null): void {
  const problem = root?.querySelector<HTMLElement>(PROBLEM);
  if (!problem) return;
  problem.scrollIntoView?.({ block: 'center' });
  if (problem.matches('input, textarea, select')) problem.focus({ preventScroll: true });
}
