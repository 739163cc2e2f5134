/**
 * The catalog's words in each language: each service's name, appointment length and summary, and the name of each
 * treatment without a page. English comes straight from content/services.ts; Spanish has the same type, so a
 * service or treatment added to the catalog without its Spanish words fails type-checking.
 */
import { timeLabel, type Span } from '@/lib/format/durations';
import { services, treatments, type AppointmentLength, type ServiceSlug, type TreatmentId } from './services';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { Locale } from '@/lib/format/locale';

type ServiceWords = { name: string; duration: string; summary: string };

const single = (span: Span) => span.min === span.max;

/**
 * A service's length as its label: "60 min"; an appointment with its injection inside, "30 min appointment (10-15 min
 * injection)".
 */
const lengthLabel: Record<Locale, (length: AppointmentLength) => string> = {
  en: (length) =>
    'appointment' in length
      ? `${timeLabel('en', length.appointment)} appointment (${timeLabel('en', length.injection)} injection)`
      : timeLabel('en', length),
  // A Spanish range label starts with its own "de" ("de 30 a 45 min"): "Cita de 30 min", "Cita de 30 a 45 min".
  es: (length) =>
    'appointment' in length
      ? `Cita ${single(length.appointment) ? 'de ' : ''}${timeLabel('es', length.appointment)} (${timeLabel('es', length.injection)} de inyección)`
      : timeLabel('es', length),
};

const en = {
  services: Object.fromEntries(
    Object.entries(services).map(([slug, s]) => [
      slug,
      { name: s.name, duration: lengthLabel.en(s.duration), summary: s.summary },
    ]),
  ) as Record<ServiceSlug, ServiceWords>,
  treatments: Object.fromEntries(Object.entries(treatments).map(([id, t]) => [id, t.name])) as Record<
    TreatmentId,
    string
  >,
};

const es: Translation<typeof en> = {
  services: {
    'anti-aging-facial': {
      name: 'Facial antiedad',
      duration: lengthLabel.es(services['anti-aging-facial'].duration),
      summary:
        'Masaje reafirmante, exfoliación suave y sérums ricos en péptidos que suavizan las líneas finas y le devuelven firmeza a la piel.',
    },
    'deep-cleansing-facial': {
      name: 'Facial de limpieza profunda',
      duration: lengthLabel.es(services['deep-cleansing-facial'].duration),
      summary:
        'Vapor, extracciones cuidadosas y una mascarilla purificante que destapan los poros sin resecar la piel.',
    },
    hydrafacial: {
      name: 'HydraFacial',
      duration: lengthLabel.es(services.hydrafacial.duration),
      summary:
        'Limpia, exfolia, extrae e infunde sérums hidratantes en un solo tratamiento relajante, sin tiempo de recuperación.',
    },
    'facial-treatments': {
      name: 'Tratamientos faciales',
      duration: lengthLabel.es(services['facial-treatments'].duration),
      summary:
        'Faciales hidratantes, de limpieza de poros, antiedad y totalmente personalizados, elegidos para su piel el día de su cita.',
    },
    botox: {
      name: 'Botox',
      duration: lengthLabel.es(services.botox.duration),
      summary:
        'Suaviza las líneas de expresión de la frente, del entrecejo y las patas de gallo; lo aplica una enfermera inyectora (RN) con licencia.',
    },
    'lip-fillers': {
      name: 'Relleno de labios',
      duration: lengthLabel.es(services['lip-fillers'].duration),
      summary:
        'Relleno de ácido hialurónico para una definición, un equilibrio y una hidratación de aspecto natural, planeado en una consulta.',
    },
  },
  treatments: {
    // The studio's own name for its longest facial stays as the menu says it.
    'signature-glow-facial': treatments['signature-glow-facial'].name,
    pigmentation: 'Tratamientos para manchas y pigmentación',
    consultation: 'Consulta de cuidado de la piel',
    'plasma-skin-tightening': 'Reafirmación de la piel con plasma',
    'bridal-glow-package': 'Paquete Bridal Glow para novias',
    'seasonal-renewal': 'Renovación de temporada',
    'complete-rejuvenation': 'Rejuvenecimiento completo',
  },
};

/** The catalog's words of each language. */
export const catalogCopy: Bilingual<typeof en> = { en, es };
