// Every app's component tests start here: jest-dom's matchers, and how long Testing Library waits.
// Screens render after a chain of queries (the booking calendar after three); in jsdom on a loaded
// 2-core CI machine, with the other packages' tests running beside them, one such render alone can
// take over a second, Testing Library's default wait. Three seconds is still far below anything a
// person would notice, and a screen that never renders still fails.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 3000 });
