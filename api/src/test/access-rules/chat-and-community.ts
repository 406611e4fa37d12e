import type { AccessRule } from '../access-control-table.js';

export const CHAT_AND_COMMUNITY_RULES: Record<string, AccessRule> = {};
