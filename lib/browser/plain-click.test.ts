import { isPlainLeftClick, type ClickLike } from './plain-click';

const plain: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('isPlainLeftClick', () => {
  it('accepts a plain left click', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });
  it.each([
    ['middle button', { button: 1 }],
    ['right button', { button: 2 }],
    ['Cmd (new tab on a Mac)', { metaKey: true }],
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s to the browser', (_name, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
  });
});
