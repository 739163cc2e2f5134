/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Each language has its own root layout (app/(en), app/(es)/es), so the 404 document is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
};

export default nextConfig;
