import { seedFromBootData } from '../api/boot-data-seed.js';
import { createQueryClient } from '../api/query.js';

/**
 * The app's one query client, seeded with the page's boot data. Loaded after the first render
 * (App.tsx): TanStack Query's core is a tenth of the first page's JavaScript, and the home screen's
 * first render needs none of it (it draws the counts the page brought).
 */
export const queryClient = seedFromBootData(createQueryClient());
