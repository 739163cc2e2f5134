import { consent } from './consent';
import { site } from './site';

/** Every key path of a value, with list lengths, e.g. "risks.items[4]". */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      prefix ? `${prefix}.${k}` : k,
      ...shape(v, prefix ? `${prefix}.${k}` : k),
    ]);
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

  it('carries its sections: four named risks plus other, and six acknowledgements', () => {
    expect(consent.en.authorization.heading).toBe('Treatment Authorization');
    expect(consent.en.risks.heading).toBe('Understanding of Risks and Outcomes');
    expect(consent.en.risks.items).toEqual(['Swelling', 'Bruising', 'Prolonged redness', 'Discomfort']);
    expect(consent.en.risks.otherLabel).toBe('Other');
    expect(consent.en.photography.heading).toBe('Consent to Photography');
    expect(consent.en.photography.checkboxLabel).toMatch(/medical or educational purposes.*identity protected/);
    expect(consent.en.acknowledgement.heading).toBe('Patient Acknowledgement');
    expect(consent.en.acknowledgement.items).toHaveLength(6);
    expect(consent.en.closing).toMatch(/sign/i);
  });

  it('asks separately, and optionally, for marketing use of photos in both languages', () => {
    for (const copy of [consent.en, consent.es]) {
      expect(copy.photography.marketingLabel).not.toBe(copy.photography.checkboxLabel);
      expect(copy.photography.checkboxLabel).not.toMatch(/marketing|publicidad/i);
    }
    expect(consent.en.photography.marketingLabel).toMatch(/^Optional: .*marketing/);
    expect(consent.es.photography.marketingLabel).toMatch(/^Opcional: .*publicidad/);
  });

  it('reads the same supervision and exam settings in both languages, in natural Spanish', () => {
    expect(consent.en.authorization.paragraphs[1]).toContain(site.medical.en.supervisor);
    expect(consent.en.authorization.paragraphs[1]).toContain(site.medical.en.examiner);
    expect(consent.es.authorization.paragraphs[1]).toContain(site.medical.es.supervisor);
    expect(consent.es.authorization.paragraphs[1]).toContain(site.medical.es.examiner);
    // "Discussed with me", as the English half says (the second native read, N-M4).
    expect(consent.en.authorization.paragraphs[0]).toContain('discussed with me');
    expect(consent.es.authorization.paragraphs[0]).toContain('que se comentaron conmigo');
    // Both halves of the signed form say that Texas requires the exam, or neither does (N-M3).
    expect(/Texas requires/.test(consent.en.authorization.paragraphs[1]!)).toBe(
      /que exige Texas/.test(consent.es.authorization.paragraphs[1]!),
    );
    expect(consent.es.authorization.paragraphs[2]).toMatch(/^He informado sobre mi historial/);
    expect(consent.es.acknowledgement.heading).toBe('Declaración del paciente');
  });
});
