/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Each language has its own root layout (app/(en), app/(es)/es), so the 404 document is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // `npm test` type-checks every file, tests included, with tsc once the build has written the route types
  // (scripts/run-tests.mjs); the build's own check covers a part of that, so there it is not run twice.
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_AFTER_BUILD === '1' },
};

export default nextConfig;
