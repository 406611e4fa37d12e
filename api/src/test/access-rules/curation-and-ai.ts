import type { AccessRule } from '../access-control-table.js';

export const CURATION_AND_AI_RULES: Record<string, AccessRule> = {};
