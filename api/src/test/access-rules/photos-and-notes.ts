import type { AccessRule } from '../access-control-table.js';

export const PHOTOS_AND_NOTES_RULES: Record<string, AccessRule> = {};
