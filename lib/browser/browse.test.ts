import { stepIndex, SWIPE_MIN_PX, swipeStep } from '@/lib/browser/browse';

describe('swipeStep', () => {
  it('a swipe to the left goes to the next item, to the right to the previous one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignores taps, short moves and mostly vertical moves', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(SWIPE_MIN_PX - 1, 0)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 200)).toBe(0);
    expect(swipeStep(80, -80)).toBe(0);
  });

  it('counts a move of exactly the minimum', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
  });

  it('ignores values that are not numbers', () => {
    expect(swipeStep(Number.NaN, 0)).toBe(0);
    expect(swipeStep(-100, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('steps forward and back, wrapping around both ends', () => {
    expect(stepIndex(0, 1, 12)).toBe(1);
    expect(stepIndex(11, 1, 12)).toBe(0);
    expect(stepIndex(0, -1, 12)).toBe(11);
    expect(stepIndex(5, -1, 12)).toBe(4);
    expect(stepIndex(3, -27, 12)).toBe(0);
  });

  it('an empty set has only index 0', () => {
    expect(stepIndex(4, 1, 0)).toBe(0);
  });
});
