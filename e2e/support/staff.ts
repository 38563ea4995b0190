/** The super admin the journeys' server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const DIRECTOR = { email: 'director@e2e.example', password: 'Crown-Sceptre-2026!' } as const;
