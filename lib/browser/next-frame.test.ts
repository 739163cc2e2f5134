import { afterNextFrame } from '@/lib/browser/next-frame';

describe('afterNextFrame', () => {
  let frames: Map<number, FrameRequestCallback>;
  beforeEach(() => {
    jest.useFakeTimers();
    frames = new Map();
    let id = 0;
    globalThis.requestAnimationFrame = (callback) => {
      frames.set(++id, callback);
      return id;
    };
    globalThis.cancelAnimationFrame = (frame) => void frames.delete(frame);
  });
  afterEach(() => jest.useRealTimers());
  const drawFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(0);
  };

  it('runs the task in a task after the next frame, not in the frame itself', () => {
    const task = jest.fn();
    afterNextFrame(task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels it before the frame and between the frame and the task', () => {
    const early = jest.fn();
    afterNextFrame(early)();
    drawFrame();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = jest.fn();
    const cancel = afterNextFrame(late);
    drawFrame();
    cancel();
    jest.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
