export { deleteGift } from './delete-gift.js';
export { giftCounts, giftViewOf } from './gift-view.js';
export { GIFT_COLUMNS, giftsCsvText, giftsXlsxBuffer } from './gift-writers.js';
export { listGifts } from './list-gifts.js';
export { giftNotFound, type SaveGiftOptions, type SideCheck, saveGift } from './save-gift.js';
