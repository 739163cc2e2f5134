export const bookingProvider: {
  provider: string;
  formBaseUrl: string;
  origins: string[];
  scriptOrigins: string[];
  formActions: string[];
};
