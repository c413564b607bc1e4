/**
 * Base layout of the tiers and columns. `<tf-page>` renders in
 * light DOM, so these rules are adopted into the document once. Spacing and
 * width are custom properties a site can override.
 *
 * Nothing here keys on `busy`: an inherited property such as `cursor` set on
 * `<tf-page>` restyles every element of the page when a load starts and ends
 * (2–7 ms each on the demo's home page); the progress bar is the indicator.
 *
 * The live region is read, never seen. A heading or the content focused
 * after a visit shows no ring for a pointer visitor (`:focus-visible` is
 * false after a click); a keyboard visitor still sees where focus went.
 */
// Kept tight by hand: this string is shipped as written.
export const tfPageStyles = `tf-page{display:block}
tf-page .tf-content{display:flex;flex-direction:column;gap:var(--tf-tier-gap,2rem);\
max-width:var(--tf-page-max-width,1280px);margin:0 auto;\
padding:var(--tf-page-padding,1.5rem 1rem 3rem);box-sizing:border-box}
tf-page .tf-tier{display:grid;gap:var(--tf-column-gap,1.5rem);grid-template-columns:minmax(0,1fr)}
tf-page .tf-column{display:flex;flex-direction:column;gap:var(--tf-zone-gap,1.5rem);min-width:0}
@media (min-width:768px){\
tf-page .tf-tier--2col{grid-template-columns:minmax(0,var(--tf-2col-main,2fr)) minmax(0,var(--tf-2col-side,1fr))}\
tf-page .tf-tier--3col{grid-template-columns:repeat(3,minmax(0,1fr))}}
tf-zone{display:block;min-width:0}
tf-zone[state='loading']{min-height:var(--tf-zone-placeholder-height,0)}
tf-page>.tf-announcer{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
tf-page>.tf-content:focus:not(:focus-visible),tf-page>.tf-content h1[tabindex='-1']:focus:not(:focus-visible){outline:none}`;
