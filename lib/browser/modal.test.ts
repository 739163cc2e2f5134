import { holdPageScroll, wrapTab } from '@/lib/browser/modal';

describe('wrapTab: Tab never leaves a modal', () => {
  const stops = ['close', 'body', 'open-in-tab', 'call'];

  it('wraps Tab from the last stop to the first, and Shift+Tab from the first to the last', () => {
    expect(wrapTab(stops, 'call', true, false)).toBe('close');
    expect(wrapTab(stops, 'close', true, true)).toBe('call');
  });

  it('leaves every other move inside the modal to the browser', () => {
    expect(wrapTab(stops, 'close', true, false)).toBeNull();
    expect(wrapTab(stops, 'open-in-tab', true, false)).toBeNull();
    expect(wrapTab(stops, 'body', true, true)).toBeNull();
  });

  it('from the panel itself (focused when the modal opens), Shift+Tab goes to the last stop and Tab to the next', () => {
    expect(wrapTab(stops, 'panel', true, true)).toBe('call');
    expect(wrapTab(stops, 'panel', true, false)).toBeNull();
  });

  it('from outside the modal, either key goes back in', () => {
    expect(wrapTab(stops, 'page', false, false)).toBe('close');
    expect(wrapTab(stops, 'page', false, true)).toBe('call');
    expect(wrapTab(stops, null, false, false)).toBe('close');
  });

  it('with nothing to stop on, leaves it to the caller', () => {
    expect(wrapTab([], 'panel', true, false)).toBeNull();
  });
});

describe('holdPageScroll', () => {
  const page = (clientWidth: number) => ({ style: { overflow: 'clip', paddingRight: '3px' }, clientWidth });

  it('stops the page scrolling, keeps its width where the scrollbar was, and gives back what it found', () => {
    const root = page(785);
    const letGo = holdPageScroll(root, 800);
    expect(root.style).toEqual({ overflow: 'hidden', paddingRight: '15px' });
    letGo();
    expect(root.style).toEqual({ overflow: 'clip', paddingRight: '3px' });
  });

  it('adds no padding where the page has no scrollbar (a phone)', () => {
    const root = page(412);
    const letGo = holdPageScroll(root, 412);
    expect(root.style).toEqual({ overflow: 'hidden', paddingRight: '3px' });
    letGo();
  });

  it('holds the page until the last modal lets go, however they hand over, and a second letting go is ignored', () => {
    const root = page(412);
    const first = holdPageScroll(root, 412);
    const second = holdPageScroll(root, 412);
    first();
    first();
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style).toEqual({ overflow: 'clip', paddingRight: '3px' });
  });
});
