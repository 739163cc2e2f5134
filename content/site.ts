/**
 * The one business config: every piece of the studio's identity lives here, or, for the facts the owner edits in
 * /admin (phone, hours, review claims, booking form), in content/studio.json, read through content/studio-facts.ts,
 * and for her videos in content/videos.json.
 * Replace these sample values to rebrand the whole site.
 */
import { bookingProvider } from './booking-provider';
import { confirmedOn, phoneNumber, studio, weekHours } from './studio-facts';
import videos from './videos.json' with { type: 'json' };
import type { Bilingual } from '@/lib/format/bilingual';

import type { DayHours, Weekday } from '@/lib/format/hours';

export type { DayHours, Weekday };

/** Who performs, examines and supervises the medical services, in words a sentence can quote. */
type MedicalTeam = { injector: string; ivProvider: string; supervisor: string; examiner: string };

/** Sample content the template ships with (see docs/studio-facts.md, "Before you publish"). */
export type SampleItem = 'testimonials' | 'gallery' | 'phone' | 'booking-form' | 'videos';

const siteUrl = (process.env.SITE_URL ?? 'https://www.example.com').replace(/\/+$/, '');

export const site = {
  url: siteUrl,
  name: 'Adriana Morales Skin Studio',
  shortName: 'AM Skin Studio',
  owner: {
    name: 'Adriana Morales',
    firstName: 'Adriana',
    title: { en: 'Licensed Esthetician', es: 'Esteticista con licencia' } satisfies Bilingual<string>,
  },
  blogName: "Adriana's Blog",
  /** The studio's number (content/studio.json), as shown and as a tel: link. */
  phone: phoneNumber(studio.phone),
  /**
   * WhatsApp: the studio's number in international form (for example '+1 915 555 0142'), or null to show no WhatsApp
   * link. The greeting is typed into the chat for the visitor, who can change it before sending.
   */
  whatsapp: {
    number: null as string | null,
    greeting: "Hi Adriana! I'd like to ask about a treatment and booking a visit.",
  },
  email: 'hello@example.com',
  address: {
    locality: 'El Paso',
    region: 'TX',
    regionName: 'Texas',
    country: 'US',
    /** Approximate city-center coordinates; the studio shares its exact address when booking. */
    geo: { latitude: 31.7619, longitude: -106.485 },
  },
  timeZone: 'America/Denver',
  /** Days of sunshine a year in the studio's city; the pages say "close to" this many. */
  sunnyDays: 300,
  /** Opening hours (content/studio.json), Monday first. */
  hours: weekHours(studio.hours) as readonly DayHours[],
  claims: {
    /** Years of the owner's experience, at least: the pages say "20+" and "más de 20" (atLeast, lib/format/prices.ts). */
    yearsExperience: 20,
    /**
     * The star rating and review count of the studio's profile on the review platform (site.reviews), which every
     * page that quotes them reads; written in content/studio.json, the count as a number the pages state as "200+". confirmedOn: the day you read them there,
     * 'YYYY-MM-DD'; until then a build for a real domain stops (docs/studio-facts.md, "Before you publish").
     */
    esthetics: {
      ...studio.reviewClaims.esthetics,
      confirmedOn: confirmedOn(studio.reviewClaims.esthetics.confirmedOn),
    },
    iv: { ...studio.reviewClaims.iv, confirmedOn: confirmedOn(studio.reviewClaims.iv.confirmedOn) },
    /** What every visit starts with and how it can be paid, in each language's words. */
    consultation: { en: 'Complimentary consultations', es: 'Consultas de cortesía' } satisfies Bilingual<string>,
    financing: { en: 'Financing options available', es: 'Opciones de financiamiento' } satisfies Bilingual<string>,
  },
  /**
   * Who performs, examines and supervises the medical services, in each language. The good-faith exam before Botox,
   * fillers, plasma or IV is never done by the registered nurse alone.
   */
  medical: {
    en: {
      injector: 'a licensed registered nurse injector',
      ivProvider: 'licensed registered nurses',
      supervisor: 'our supervising medical director, a Texas-licensed physician',
      examiner: 'our supervising physician, or a nurse practitioner or physician assistant working with them',
    },
    es: {
      injector: 'una enfermera inyectora (RN) con licencia',
      ivProvider: 'enfermeras registradas (RN) con licencia',
      supervisor: 'nuestro director médico, un médico con licencia en Texas',
      examiner:
        'nuestro médico supervisor o una enfermera practicante (NP) o un asistente médico (PA) que trabaja con él',
    },
  } satisfies Bilingual<MedicalTeam>,
  reviews: {
    platform: 'Google',
    url: 'https://www.google.com/maps/search/?api=1&query=Adriana+Morales+Skin+Studio+El+Paso+TX',
  },
  booking: {
    /** Provider, form URL and its exact origins (frame, submissions): shared with the build's security policy. */
    ...bookingProvider,
    formId: studio.bookingFormId,
  },
  /**
   * The studio's YouTube videos (content/videos.json, edited in /admin, "Videos"): each one's id and its title in
   * both languages; `title` is the English one, which the English pages and the JSON-LD read.
   */
  videos: Object.fromEntries(
    Object.entries(videos).map(([key, video]) => [key, { id: video.id, title: video.title.en, titles: video.title }]),
  ) as Record<keyof typeof videos, { id: string; title: string; titles: Bilingual<string> }>,
  map: {
    query: 'El Paso, TX',
    title: 'Map of El Paso, Texas, where the studio is located',
  },
  verification: { google: 'sample-google-site-verification-token' },
  /**
   * Sample items the owner has decided to publish anyway. A build for a real SITE_URL stops while any sample is still
   * in place, unless it is listed here, e.g. ['gallery'] to launch with the labeled illustrations.
   */
  acceptedSamples: [] as readonly SampleItem[],
  socialImage: {
    path: '/og/default.jpg',
    width: 1200,
    height: 630,
    alt: 'Adriana Morales Skin Studio, El Paso skincare and aesthetics',
  },
  metadata: {
    title: 'Adriana Morales Skin Studio | Premium Skincare & Facials in El Paso, TX',
    description:
      'Adriana Morales Skin Studio offers luxury, personalized facial treatments in El Paso, TX: HydraFacials, anti-aging facials, Botox, lip enhancement and IV therapy, with complimentary consultations.',
    keywords: [
      'facial treatments',
      'skincare',
      'anti-aging',
      'hydrafacial',
      'botox',
      'lip enhancement',
      'skin tightening',
    ],
  },
} as const;

export type Site = typeof site;

export const bookingFormUrl = `${site.booking.formBaseUrl}/${site.booking.formId}`;
/** The Google map, framed only after the visitor presses "Show map". */
export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(site.map.query)}&output=embed`;
/** The same place on Google Maps, as a plain link (works without JavaScript). */
export const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.map.query)}`;
