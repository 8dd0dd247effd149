/**
 * @jest-environment jsdom
 */
import { NOTIFICATION_STACK_ID, reserveRoomForNews, revealRefusal, uncoverRefusals } from './notice-area';

// jsdom lays nothing out: each element's box is given by its data-top/data-bottom attributes.
function boxes(): void {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0);
    const bottom = Number(this.getAttribute('data-bottom') ?? 0);
    return { top, bottom, left: 0, right: 360, width: 360, height: bottom - top, x: 0, y: top } as DOMRect;
  };
}

describe('notice area: news never hides a refusal being read (a 740 px phone screen, a 56 px header)', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    boxes();
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
    document.body.style.paddingBottom = '';
  });

  const page = (refusals: string, news = true) => {
    document.body.innerHTML = `<header data-top="0" data-bottom="56"></header>${refusals}${
      news ? `<div id="${NOTIFICATION_STACK_ID}" data-top="624" data-bottom="732"></div>` : ''
    }`;
  };

  it('given news up, the page gets room below its end as tall as the news; none up, the room goes', () => {
    page('');
    reserveRoomForNews(document.getElementById(NOTIFICATION_STACK_ID));
    expect(document.body.style.paddingBottom).toBe('116px');
    reserveRoomForNews(null);
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('given a refusal in sight under the news, it is moved clear; one above the news stays where it is', () => {
    page(`<div id="under" data-refusal data-top="622" data-bottom="690"></div>
          <div id="above" data-refusal data-top="300" data-bottom="360"></div>`);
    uncoverRefusals();
    expect(scrolled).toEqual(['under']);
  });

  it('given a refusal the user scrolled out of sight (behind the header or below the screen), news does not pull it back', () => {
    page(`<div id="gone-up" data-refusal data-top="-200" data-bottom="-140"></div>
          <div id="gone-down" data-refusal data-top="900" data-bottom="960"></div>`);
    uncoverRefusals();
    expect(scrolled).toEqual([]);
  });

  it('a new refusal is brought to the middle when the header, the news or the screen edge hides it', () => {
    page(`<div id="low" data-refusal data-top="650" data-bottom="700"></div>`);
    revealRefusal(document.getElementById('low')!);
    page(`<div id="high" data-refusal data-top="20" data-bottom="80"></div>`, false);
    revealRefusal(document.getElementById('high')!);
    page(`<div id="fine" data-refusal data-top="300" data-bottom="360"></div>`);
    revealRefusal(document.getElementById('fine')!);
    expect(scrolled).toEqual(['low', 'high']);
  });
});
