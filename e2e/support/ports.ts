/** The port of the app the browser suite runs against (playwright.config.ts and serve.ts read it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);
