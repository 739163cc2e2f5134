/**
 * Shared button looks, so every call to action on the site reads the same. Each is a class of app/globals.css, where
 * its utilities are listed.
 */
export const buttonStyles = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  gold: 'button-gold',
  light: 'button-light',
  link: 'link-gold',
  /** A plain link in a list of places or services: dark text that turns gold and underlined under the pointer. */
  textLink: 'link-plain',
} as const;
