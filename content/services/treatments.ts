/**
 * The treatments without a page of their own that the home cards and the /services menu name, with their names in
 * both languages, and the lengths of the other menu entries and of the IV drips. Lengths are the owner's
 * (content/studio.json); a treatment added without its Spanish name fails type-checking.
 */
import type { Locale } from '@/lib/format/locale';
import { spanOf, type Span } from '@/lib/format/durations';
import { lengths } from './lengths';
import { articlesByName, type Article } from './types';

/** A treatment without a detail page of its own. */
export type Treatment = { name: string; duration: Span };

/** Treatments without a page that the home cards and the /services menu both show. */
export const treatments = {
  /** The longest facial on the menu (packages that combine treatments are longer). */
  'signature-glow-facial': { name: 'Signature Glow Facial', duration: lengths.signatureGlowFacial },
  pigmentation: { name: 'Pigmentation Problem Treatments', duration: lengths.pigmentation },
  /** The complimentary skin consultation. */
  consultation: { name: 'Skin Care Consultation', duration: lengths.consultation },
  'plasma-skin-tightening': { name: 'Plasma Skin Tightening', duration: lengths.plasmaSkinTightening },
  'bridal-glow-package': { name: 'Bridal Glow Package', duration: lengths.bridalGlowPackage },
  'seasonal-renewal': { name: 'Seasonal Renewal', duration: lengths.seasonalRenewal },
  'complete-rejuvenation': { name: 'Complete Rejuvenation', duration: lengths.completeRejuvenation },
} as const satisfies Record<string, Treatment>;

export type TreatmentId = keyof typeof treatments;

const es: Record<TreatmentId, string> = {
  // The studio's own name for its longest facial stays as the menu says it.
  'signature-glow-facial': treatments['signature-glow-facial'].name,
  pigmentation: 'Tratamientos para manchas y pigmentación',
  consultation: 'Consulta de cuidado de la piel',
  'plasma-skin-tightening': 'Reafirmación de la piel con plasma',
  'bridal-glow-package': 'Paquete Bridal Glow para novias',
  'seasonal-renewal': 'Renovación de temporada',
  'complete-rejuvenation': 'Rejuvenecimiento completo',
};

/** The article each treatment's Spanish name takes in a sentence ("el Signature Glow Facial", "la consulta..."). */
const articles: Record<TreatmentId, Article> = {
  'signature-glow-facial': 'el',
  pigmentation: 'los',
  consultation: 'la',
  'plasma-skin-tightening': 'la',
  'bridal-glow-package': 'el',
  'seasonal-renewal': 'la',
  'complete-rejuvenation': 'el',
};

/** The treatments' Spanish names with their articles (content/spanish-names.ts reads them). */
export const treatmentArticles = articlesByName(es, articles);

/** Each treatment's name in each language: the catalog's in English, how the menu says it in Spanish. */
export const treatmentNames: Record<Locale, Record<TreatmentId, string>> = {
  en: Object.fromEntries(Object.entries(treatments).map(([id, t]) => [id, t.name])) as Record<TreatmentId, string>,
  es,
};

/** The drips of the IV menu (/iv-therapy) and their lengths; a custom blend's length is set at its consultation. */
export const ivDrips = {
  hydration: lengths.ivHydration,
  'immunity-boost': lengths.ivImmunityBoost,
  'energy-metabolism': lengths.ivEnergyMetabolism,
  'beauty-glow': lengths.ivBeautyGlow,
  recovery: lengths.ivRecovery,
} as const satisfies Record<string, Span>;

export type IvDripSlug = keyof typeof ivDrips;

/** How long an IV session takes: from the shortest drip to the longest. */
export const ivSessionLength: Span = spanOf(Object.values(ivDrips));

/**
 * Lengths of the /services menu entries that are neither a catalog service nor a catalog treatment (their words are
 * in content/service-menu.ts); IV therapy's is the span of its drips.
 */
export const menuLengths = {
  'hydrating-facial': lengths.hydratingFacial,
  dermaplaning: lengths.dermaplaning,
  'chemical-peels': lengths.chemicalPeels,
  microdermabrasion: lengths.microdermabrasion,
  'acne-treatments': lengths.acneTreatments,
  'iv-drips': ivSessionLength,
} as const satisfies Record<string, Span>;
