/**
 * Elements `dist/tf.js` defines only once their tag is used (issue 13 item
 * 8): the first paint needs `<tf-page>`, `<tf-zone>` and `<tf-image>`, and
 * every other element's code (a carousel pulls in Embla) waits in a chunk of
 * its own until a page, a module or an island puts its tag in the document.
 *
 * One watcher serves every lazy tag: a scan of the root at start, then the
 * browser itself tells when a waiting tag is rendered: a `:not(:defined)`
 * rule gives it a no-op animation whose `animationstart` (one listener on
 * the root) names the tag. Unlike a MutationObserver over the document, this
 * costs nothing per DOM change: measured on 50 React roots, a document-wide
 * observer slowed their mounting by 10 to 40 % for as long as a tag waited,
 * which on a page without carousels is forever. A tag in a hidden subtree
 * loads when it is shown. The document's light DOM holds the zones modules
 * and islands draw into; a shadow root is watched when handed to `observe`.
 * A tag is loaded once; a tag defined by someone else first (a standalone
 * bundle, an island chunk importing the element) is simply dropped. When
 * every tag is defined the listeners go, so a page pays nothing more.
 *
 * While its code loads, an element is `:not(:defined)`; its `pending` CSS
 * gives the light DOM the box the element will draw, so nothing moves when
 * it upgrades.
 */
import { runtimeMessages } from '../../runtime/messages.js';
import { linkedStyleIds } from '../../runtime/util/adopt-styles.js';
import { createEventStore } from '../../runtime/util/event-store.js';

/** The id under which a page the server drew links the pending boxes (the build's island sheet, scripts/island-styles.mjs). */
export const PENDING_STYLE_ID = 'tf-lazy-elements';

/** The no-op animation whose start tells that a waiting tag was rendered. */
const APPEARS = 'tf-lazy-element-appears';

export interface LazyElement {
  /** Imports the module that defines the element. */
  load(): Promise<unknown>;
  /** Document CSS for the tag while it is `:not(:defined)`: the box it will have. */
  pending?: string;
}

type Root = Document | ShadowRoot;

export interface LazyElements {
  /** Also watches this root (a shadow root the runtime or an island draws into). */
  observe(root: Root): void;
  /** Looks for the waiting tags in `node` and its subtree now (e.g. after a module drew). */
  check(node: ParentNode): void;
  /** The tags still waiting for their first use. */
  readonly waiting: readonly string[];
  disconnect(): void;
}

export interface LazyElementsOptions {
  registry?: CustomElementRegistry;
  /** Where a failed load is reported; `console.warn` by default. */
  warn?(text: string, error: unknown): void;
}

export function defineLazily(root: Root, elements: Record<string, LazyElement>, options: LazyElementsOptions = {}): LazyElements {
  const registry = options.registry ?? customElements;
  const warn = options.warn ?? ((text: string, error: unknown) => console.warn(`[triforce] ${text}`, error));
  const waiting = new Set(Object.keys(elements).filter((tag) => !registry.get(tag)));
  const loading = new Set<string>();
  const listening = createEventStore();
  let selector = '';

  // The detection rule, then each tag's reserved box.
  const detectionCss = [
    `@keyframes ${APPEARS}{from{outline-color:transparent}to{outline-color:transparent}}`,
    `${[...waiting].map((tag) => `${tag}:not(:defined)`).join(',')}{animation:${APPEARS} 1ms}`,
  ].join('\n');
  const pendingCss = [
    detectionCss,
    ...Object.entries(elements).filter(([tag, element]) => element.pending && waiting.has(tag)).map(([, element]) => element.pending),
  ].join('\n');

  /** The rules, in a sheet of this watcher's own adopted by each root it watches (a shadow root is not reached by the document's). */
  function adoptRules(target: Root): void {
    if (typeof target.adoptedStyleSheets === 'undefined') return;
    const sheet = new CSSStyleSheet();
    // A document whose head links the boxes already (a page the server drew) needs only the detection rule.
    sheet.replaceSync(target instanceof Document && linkedStyleIds(target).has(PENDING_STYLE_ID) ? detectionCss : pendingCss);
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  }

  const onAnimation = (event: Event) => {
    const target = event.target;
    if ((event as AnimationEvent).animationName === APPEARS && target instanceof Element && waiting.has(target.localName)) load(target.localName);
  };

  function update(): void {
    selector = [...waiting].join(',');
    if (waiting.size === 0 && loading.size === 0) disconnect();
  }

  function load(tag: string): void {
    waiting.delete(tag);
    loading.add(tag);
    update();
    void Promise.resolve()
      .then(() => elements[tag]!.load())
      .then(() => {
        if (!registry.get(tag)) throw new Error(`${tag} was not defined by its module`);
      })
      .then(
        () => loading.delete(tag),
        (error: unknown) => {
          // The tag waits again: its next appearance (or a check) retries.
          loading.delete(tag);
          if (!registry.get(tag)) waiting.add(tag);
          warn(runtimeMessages.elementFailed(tag), error);
        },
      )
      .then(update);
  }

  /**
   * A scan of `node` now (the root at start, or a subtree on request): the
   * node's own name, then one `querySelector` (the first match, not all);
   * loading a tag drops it from the selector.
   */
  function check(node: ParentNode): void {
    if (node instanceof Element && waiting.has(node.localName)) load(node.localName);
    if (node.firstElementChild === null) return;
    let found: Element | null;
    while (selector && (found = node.querySelector(selector))) load(found.localName);
  }

  function observe(target: Root): void {
    if (!selector) return;
    adoptRules(target);
    listening.add(target, 'animationstart', onAnimation, true);
    check(target);
  }

  function disconnect(): void {
    listening.clear();
  }

  // Defined elsewhere first (a standalone bundle, an island importing the element): nothing to load.
  for (const tag of waiting) {
    void registry.whenDefined(tag).then(() => {
      if (waiting.delete(tag)) update();
    });
  }
  update();
  observe(root);

  return {
    observe,
    check,
    get waiting() {
      return [...waiting];
    },
    disconnect,
  };
}
