/**
 * @jest-environment jsdom
 */
import { revealFirstProblem } from './reveal-problem';

// A refused submit: the first refused field is brought into view (and focused when it takes input).
describe('revealFirstProblem', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });

  it('brings the first refused input to the middle of the screen and focuses it', () => {
    document.body.innerHTML = `<form>
      <input id="link" aria-invalid="false" />
      <input id="name" aria-invalid="true" />
      <p id="contains" class="MuiFormHelperText-root Mui-error">Please select at least one.</p>
    </form>`;
    revealFirstProblem(document.querySelector('form'));
    expect(scrolled).toEqual(['name']);
    expect(document.activeElement?.id).toBe('name');
  });

  it("brings a group's error text into view when it comes first, without focusing it", () => {
    document.body.innerHTML = `<form>
      <p id="contains" class="MuiFormHelperText-root Mui-error">Please select at least one.</p>
      <input id="weight" aria-invalid="true" />
    </form>`;
    revealFirstProblem(document.querySelector('form'));
    expect(scrolled).toEqual(['contains']);
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing when no field is refused', () => {
    document.body.innerHTML = `<form><input id="name" aria-invalid="false" /></form>`;
    revealFirstProblem(document.querySelector('form'));
    revealFirstProblem(null);
    expect(scrolled).toEqual([]);
  });
});
