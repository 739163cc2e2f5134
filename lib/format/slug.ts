/**
 * URL slugs: "El Paso's Sun Safety!" -> "el-pasos-sun-safety"; accents are dropped ("otoño" -> "otono").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
