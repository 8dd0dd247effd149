/**
 * The version of the terms and conditions (/tnc) a user accepts at sign-up (spec §5). Change it when
 * the terms change: each registration records the version it accepted with the time
 * (table terms_acceptances, migration 1763900000000).
 */
export const CURRENT_TERMS_VERSION = '2025-11-01';
