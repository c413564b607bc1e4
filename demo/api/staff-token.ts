/**
 * The value of the content tool's authorization cookie that the demo treats
 * as staff. Its own module so the demo page's toggle imports it without
 * pulling in the msw handlers.
 */
export const DEMO_STAFF_TOKEN = 'laughtrack-staff';
