/**
 * Height of a TOP card's list of three rows (32 px medal rows, 0.6rem gaps, periodos.css): the
 * skeleton shown while it loads and the empty text take exactly this space, so the cards below do
 * not move when the figures arrive (on a phone the cards are stacked).
 */
export const TOP_LIST_HEIGHT = '7.2rem';
