import { consent } from './consent';

/** Every key path of a value, with list lengths, e.g. "risks.items[4]". */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [prefix ? `${prefix}.${k}` : k, ...shape(v, prefix ? `${prefix}.${k}` : k)]);
  return [];
}

/** Every text of a value. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the consent form data', () => {
  it('has the same keys and list lengths in English and Spanish', () => {
    expect(shape(consent.es)).toEqual(shape(consent.en));
  });

  it('has no empty text and a real translation, not a copy', () => {
    for (const text of [...texts(consent.en), ...texts(consent.es)]) expect(text.trim()).not.toBe('');
    expect(consent.es.risks.heading).not.toBe(consent.en.risks.heading);
    expect(consent.es.photography.checkboxLabel).not.toBe(consent.en.photography.checkboxLabel);
  });

  it('carries the spec sections: four named risks plus other, and six acknowledgements', () => {
    expect(consent.en.authorization.heading).toBe('Treatment Authorization');
    expect(consent.en.risks.heading).toBe('Understanding of Risks and Outcomes');
    expect(consent.en.risks.items).toEqual(['Swelling', 'Bruising', 'Prolonged redness', 'Discomfort']);
    expect(consent.en.risks.otherLabel).toBe('Other');
    expect(consent.en.photography.heading).toBe('Consent to Photography');
    expect(consent.en.photography.checkboxLabel).toMatch(/medical or educational purposes.*identity protected/);
    expect(consent.en.acknowledgement.heading).toBe('Patient Acknowledgement');
    expect(consent.en.acknowledgement.items).toHaveLength(6);
    expect(consent.en.closing).toMatch(/sign/i);
    expect(consent.es.lang).toBe('es');
  });
});
