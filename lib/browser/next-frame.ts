/**
 * Runs `task` in the task after the next frame has been drawn: a task queued from an animation frame callback runs
 * once that frame has been rendered. What can wait a frame waits for this, so a tap is answered in the frame it was
 * handled in. The returned function cancels the task if it has not run yet.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
