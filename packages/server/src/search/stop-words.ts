/**
 * Words that carry no meaning for a job search, dropped from documents and queries alike (without
 * accents, as they are compared). Shorter than Snowball's lists on purpose: "été" (summer job),
 * "tes" (TES, a special-education technician) and "it" (IT) are words candidates search for.
 */
const FRENCH = `a à au aux avec ce ces cet cette c d dans de des du elle elles en et eux il ils je j l
la le les leur leurs lui ma mais me meme mes moi mon n ne nos notre nous on ou par pour qu que qui
quoi s sa se ses son sur ta te toi ton tu un une vos votre vous y est sont etre avoir ai as
sommes etes ceci cela ca dont lors afin chez sous entre vers selon tout tous toute toutes tres plus`;

const ENGLISH = `a an and are as at be been being but by for from had has have he her hers him his i
if in into is its me my no nor not of on or our ours she so such than that the their theirs them
then there these they this those to too very was we were what when where which while who whom why
will with you your yours`;

const list = (text: string) => new Set(text.split(/\s+/).filter((w) => w && !w.endsWith('_')));

export const STOP_WORDS = { fr: list(FRENCH), en: list(ENGLISH) } as const;
