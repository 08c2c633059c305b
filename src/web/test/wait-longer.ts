/**
 * Testing Library's findBy and waitFor give up after 1 s by default. A screen's first render waits
 * for its lazy chunks, which on a two-core CI machine running both databases' passes side by side
 * took longer than that now and then: the test failed with the page still loading, not wrong.
 * Waiting longer for what the reader would see costs nothing when it comes at once.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
