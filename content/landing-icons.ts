/** Names of the line icons the landing pages use (drawn in components/landing/landing-icon.tsx). */
export const landingIcons = [
  'sun',
  'sparkle',
  'leaf',
  'droplet',
  'feather',
  'flask',
  'shield',
  'award',
  'heart',
  'bolt',
  'clock',
  'cell',
  'nurse',
  'sofa',
  'beaker',
  'target',
] as const;

export type LandingIcon = (typeof landingIcons)[number];
