/**
 * Appointment lengths as the catalog writes them ("60 min", "30-45 min", "30 min appointment (10-15 min injection)"),
 * and as English and Spanish copy states them ("30 to 45 minutes", "de 30 a 45 minutos").
 */

export type MinuteRange = { min: number; max: number };

const RANGE = /(\d+)(?:\s*(?:-|–|to|a)\s*(\d+))?\s*(?:min\b|minutes?\b|minutos?\b|-minute\b)/gi;

/** Every length a text states in minutes: "30-45 min" -> [{30, 45}]; "30 min appointment (10-15 min injection)" -> two. */
export function minuteRanges(text: string): MinuteRange[] {
  return [...text.matchAll(RANGE)].map((m) => {
    const min = Number(m[1]);
    return { min, max: m[2] ? Number(m[2]) : min };
  });
}

/** "60 min" -> "60-minute", for use before a noun ("a 60-minute appointment"). */
export function durationAdjective(duration: string): string {
  const [first] = minuteRanges(duration);
  if (!first) return duration;
  return first.min === first.max ? `${first.min}-minute` : `${first.min}- to ${first.max}-minute`;
}

/** "60 min" -> "60 minutos", "30-45 min" -> "30 a 45 minutos", for Spanish sentences. */
export function durationInSpanish(duration: string): string {
  const [first] = minuteRanges(duration);
  if (!first) return duration;
  return first.min === first.max ? `${first.min} minutos` : `${first.min} a ${first.max} minutos`;
}
