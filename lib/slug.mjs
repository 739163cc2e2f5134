/**
 * URL slugs: "El Paso's Sun Safety!" -> "el-pasos-sun-safety"; accents are dropped ("otoño" -> "otono").
 * Plain JavaScript so the build scripts and the TypeScript code share it.
 */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
