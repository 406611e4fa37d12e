import type { AccessRule } from '../access-control-table.js';

export const MONEY_AND_PAPERS_RULES: Record<string, AccessRule> = {};
