/**
 * The bilingual treatment consent form (/terms-of-service). Both languages share one shape, and a unit test
 * checks that the English and Spanish halves have exactly the same keys and list lengths.
 */
import { site } from '@/content/site';
import type { Bilingual } from '@/lib/format/bilingual';

export type ConsentCopy = {
  languageName: string;
  title: string;
  intro: string;
  authorization: { heading: string; paragraphs: string[] };
  risks: { heading: string; intro: string; items: string[]; otherLabel: string; closing: string };
  /** The photography consent: medical or educational use, and a separate, optional box for marketing. */
  photography: { heading: string; body: string; checkboxLabel: string; marketingLabel: string };
  acknowledgement: { heading: string; intro: string; items: string[] };
  closing: string;
  signature: { clientName: string; signature: string; date: string; guardian: string };
};

const studio = site.name;

export const consent: Bilingual<ConsentCopy> = {
  en: {
    languageName: 'English',
    title: 'Treatment Consent Form',
    intro: `Please read this form carefully before your treatment at ${studio}. Ask us about anything that is unclear; we are happy to explain.`,
    authorization: {
      heading: 'Treatment Authorization',
      paragraphs: [
        `I voluntarily authorize ${studio} and its licensed professionals to perform the skincare or aesthetic treatment(s) discussed with me at my consultation.`,
        `I understand that medical treatments (such as Botox, lip fillers, plasma skin tightening and IV therapy) begin with a good-faith exam (the exam Texas requires) by ${site.medical.en.examiner}, and are performed by licensed registered nurses under the oversight of ${site.medical.en.supervisor}, and that facials and skin treatments are performed by a licensed esthetician.`,
        'I have disclosed my complete medical history, current medications, supplements, allergies, pregnancy or breastfeeding status, and any recent treatments, and I will tell the studio about any change before future appointments.',
      ],
    },
    risks: {
      heading: 'Understanding of Risks and Outcomes',
      intro:
        'I understand that every treatment carries some risk and that results cannot be guaranteed. Possible side effects include, but are not limited to:',
      items: ['Swelling', 'Bruising', 'Prolonged redness', 'Discomfort'],
      otherLabel: 'Other',
      closing:
        'Individual results vary. I understand that more than one treatment may be needed and that following the aftercare instructions affects my results.',
    },
    photography: {
      heading: 'Consent to Photography',
      body: 'Photographs may be taken before and after treatment to document my progress.',
      checkboxLabel:
        'I consent to my before and after photographs being used for medical or educational purposes, with my identity protected.',
      marketingLabel:
        'Optional: I also agree that the studio may use my before and after photographs in its marketing (website, social media and print). I can withdraw this at any time, and saying no does not affect my care.',
    },
    acknowledgement: {
      heading: 'Patient Acknowledgement',
      intro: 'By signing below, I confirm that:',
      items: [
        'I have read and understood this consent form.',
        'I have had the opportunity to ask questions, and my questions were answered to my satisfaction.',
        'The treatment, its expected benefits, alternatives and possible risks have been explained to me.',
        'I have provided complete and accurate information about my health, medications and allergies.',
        'I agree to follow the pre-treatment and aftercare instructions I receive.',
        'I understand that I may withdraw my consent at any time before the treatment begins.',
      ],
    },
    closing:
      'By signing this form, I confirm that I have read and understood it and give my informed consent to the treatment.',
    signature: {
      clientName: 'Client name (print)',
      signature: 'Client signature',
      date: 'Date',
      guardian: 'Parent or guardian signature (if under 18)',
    },
  },
  es: {
    // Inside the title's parentheses, mid-sentence: a language's name is lowercase in Spanish.
    languageName: 'español',
    title: 'Formulario de consentimiento',
    intro: `Lea este formulario con atención antes de su tratamiento en ${studio}. Pregúntenos sobre cualquier punto que no esté claro; con gusto se lo explicamos.`,
    authorization: {
      heading: 'Autorización del tratamiento',
      paragraphs: [
        `Autorizo voluntariamente a ${studio} y a sus profesionales con licencia a realizar el o los tratamientos de cuidado de la piel o estéticos que se comentaron conmigo en mi consulta.`,
        `Entiendo que los tratamientos médicos (como Botox, relleno de labios, reafirmación de la piel con plasma y terapia intravenosa) comienzan con un examen médico previo (el good faith exam que exige Texas) que realiza ${site.medical.es.examiner}; que esos tratamientos me los aplican enfermeras registradas (RN) con licencia bajo la supervisión de ${site.medical.es.supervisor}; y que los faciales y tratamientos de la piel los realiza una esteticista con licencia.`,
        'He informado sobre mi historial médico completo, medicamentos actuales, suplementos, alergias, si estoy embarazada o amamantando, y cualquier tratamiento reciente, y avisaré al estudio de cualquier cambio antes de futuras citas.',
      ],
    },
    risks: {
      heading: 'Comprensión de los riesgos y los resultados',
      intro:
        'Entiendo que todo tratamiento conlleva algún riesgo y que los resultados no se pueden garantizar. Los posibles efectos secundarios incluyen, entre otros:',
      items: ['Hinchazón', 'Moretones', 'Enrojecimiento prolongado', 'Molestias'],
      otherLabel: 'Otro',
      closing:
        'Los resultados varían de persona a persona. Entiendo que puede necesitarse más de un tratamiento y que seguir las instrucciones de cuidado posterior influye en mis resultados.',
    },
    photography: {
      heading: 'Consentimiento para fotografías',
      body: 'Se pueden tomar fotografías antes y después del tratamiento para documentar mi progreso.',
      checkboxLabel:
        'Doy mi consentimiento para que mis fotografías de antes y después se usen con fines médicos o educativos, siempre que se proteja mi identidad.',
      marketingLabel:
        'Opcional: también acepto que el estudio use mis fotografías de antes y después en su publicidad (sitio web, redes sociales y material impreso). Puedo retirar este permiso en cualquier momento, y negarme no afecta mi atención.',
    },
    acknowledgement: {
      heading: 'Declaración del paciente',
      intro: 'Al firmar a continuación, confirmo que:',
      items: [
        'He leído y entendido este formulario de consentimiento.',
        'He tenido la oportunidad de hacer preguntas y fueron respondidas a mi satisfacción.',
        'Se me han explicado el tratamiento, sus beneficios esperados, las alternativas y los posibles riesgos.',
        'He proporcionado información completa y correcta sobre mi salud, medicamentos y alergias.',
        'Acepto seguir las instrucciones previas al tratamiento y de cuidado posterior que reciba.',
        'Entiendo que puedo retirar mi consentimiento en cualquier momento antes de que comience el tratamiento.',
      ],
    },
    closing:
      'Al firmar este formulario, confirmo que lo he leído y entendido y doy mi consentimiento informado para el tratamiento.',
    signature: {
      clientName: 'Nombre del cliente (letra de molde)',
      signature: 'Firma del cliente',
      date: 'Fecha',
      guardian: 'Firma del padre, madre o tutor (si es menor de 18 años)',
    },
  },
};
