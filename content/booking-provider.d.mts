export const bookingProvider: { provider: string; formBaseUrl: string; origins: string[]; scriptDomains: string[] };
