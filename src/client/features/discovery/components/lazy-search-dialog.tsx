import { lazyDialog } from '../../../components/ui/lazy-dialog';

/** The dialog brings the date picker (react-day-picker, date-fns) and the price slider: fetched when first opened. */
export const LazySearchDialog = lazyDialog(async () => (await import('./search-dialog')).SearchDialog);
