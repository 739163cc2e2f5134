/** The statistics of a report: the median, and how times and sizes are printed. */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const ms = (x) => `${Math.round(x)}`.padStart(5);
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
