/**
 * Asserts what `fn` returns for each input (the keys of `cases`) at once: a failure lists every input whose result
 * differs, beside the result expected, where a run of separate expects stops at the first.
 */
export function expectResults<O>(fn: (input: string) => O, cases: Record<string, O>): void {
  const results = Object.fromEntries(Object.keys(cases).map((input) => [input, fn(input)]));
  expect(results).toEqual(cases);
}

/**
 * Asserts a yes-or-no rule on both sides: every input in `accepted` passes it and every one in `refused` does not. A
 * failure names the inputs on the wrong side.
 */
export function expectVerdicts<I>(
  rule: (input: I) => boolean,
  { accepted = [], refused = [] }: { accepted?: I[]; refused?: I[] },
) {
  expect({ wronglyRefused: accepted.filter((input) => !rule(input)), wronglyAccepted: refused.filter(rule) }).toEqual({
    wronglyRefused: [],
    wronglyAccepted: [],
  });
}
