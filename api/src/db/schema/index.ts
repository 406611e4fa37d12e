/**
 * Every table, for Drizzle (the client's relational schema, drizzle-kit). One file per domain; the domain files
 * import each other only downwards (users → shops → booking …), never in a circle.
 */
export * from './auth.js';
export * from './booking.js';
export * from './catalog.js';
export * from './invitations.js';
export * from './marketing.js';
export * from './notifications.js';
export * from './partner.js';
export * from './pets.js';
export * from './shops.js';
export * from './system.js';
export * from './users.js';
export * from './community.js';
export * from './media.js';
export * from './alim-paper.js';
