/**
 * The help page's feed (`/help`, the ENT_M087 island): its questions by
 * category, written for the demo. Node-safe: plain data.
 */
import { result } from './cards.js';

export const HELP_PATH = '/help';
export const HELP_FEED_PATH = '/feeds/help/faq';
/** The help page's overlay template (ENT_M100): the live-show announcement under the questions. */
export const HELP_OVERLAY_FEED_PATH = '/feeds/help/overlay';

const q = (question: string, ...answer: string[]) => ({ question, answer });

export const helpFeeds: Record<string, unknown> = {
  [HELP_OVERLAY_FEED_PATH]: result({
    typeClass: 'live',
    headline: 'Sit in the front row',
    description: 'Free tickets to Late Night Laugh Track tapings, every Thursday in Burbank.',
    copy: 'Audience seats go to the first to ask. Bring a friend, a laugh and nothing that beeps: phones are checked at the door.',
    button: { title: 'Get free tickets', url: '/schedule' },
    notification: { id: 'tapings-2026-winter', message: 'Winter tapings are open: seats for December are going fast.' },
  }),

  [HELP_FEED_PATH]: result({
    title: 'Help & FAQ',
    intro: 'Answers to the questions we hear most, from people who have definitely tried turning it off and on again.',
    categories: [
      { anchor: 'watching', title: 'Watching', questions: [
        q('Why won’t a video play?', 'Refresh the page first. If it still sits there looking at you, try another browser, or turn off an extension that blocks scripts: our player needs them.'),
        q('Do I need an account to watch clips?', 'No. Clips are free for everyone. Full episodes ask you to sign in with your TV provider.'),
        q('Can I start a clip from a particular moment?', 'Yes. Open the share panel, tick “Start from” and pick the time; the link you copy opens the clip right there.'),
        q('Why does a full episode show a lock?', 'Locked episodes come with a TV subscription. Sign in with your provider once and the lock disappears on every device you use.'),
      ] },
      { anchor: 'tv-provider', title: 'TV provider sign-in', questions: [
        q('Which TV providers work?', 'Most cable, satellite and streaming TV services do. Choose “Sign in” on any episode and search for yours by name.'),
        q('My provider is not in the list. What now?', 'Try its other name (the one on your bill), or a parent company. If it is truly missing, tell us with the form below and we will ask them nicely.'),
        q('How long does sign-in last?', 'Usually a few months, depending on your provider. When it ends, the episode player asks you again.'),
        q('How do I sign out?', 'Open the sign-in menu in the header and choose “Sign out”. Your provider forgets this browser, and so do we.'),
      ] },
      { anchor: 'account', title: 'Your account & privacy', questions: [
        q('What does the site remember about me?', 'Your cookie choices, your favourite shows and the last video you watched, all in this browser. Clear your site data and it is all gone.'),
        q('How do I change my cookie choices?', 'Clear this site’s data in your browser: the consent banner asks you again on your next visit, and your new choice applies from then on.'),
        q('Can I delete my favourites?', 'Yes: press the heart on a show again. Or clear the site’s data in your browser to start completely fresh.'),
        q('Do you sell my data?', 'No. Our lawyers made us write a long page about it anyway; it is linked from the terms of use in the footer.'),
      ] },
      { anchor: 'shows', title: 'Shows & schedule', questions: [
        q('When is my show on?', 'The schedule lists the week, with times in Eastern. Each show’s page shows its regular time too.'),
        q('Why did an episode leave the site?', 'Episodes come and go with the rights we hold. Clips usually stay, out of spite.'),
        q('Can I suggest a sketch idea?', 'We love that you asked. We cannot accept ideas we did not commission, so please write it down and keep it for your own show.'),
        q('How are the leaderboard rankings decided?', 'By your votes, counted every hour. No judges, no bribes, no exceptions for the host’s cousin.'),
      ] },
    ],
  }),
};
