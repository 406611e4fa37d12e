// The one route mf-shopping owns (spec §2).
import { paths as app } from '@guardian/shared';

export const paths = {
  shopping: { path: app.shopping, title: '쇼핑' },
} as const;
