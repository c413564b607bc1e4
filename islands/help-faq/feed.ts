import { feedPayload, reader, type Reader } from '../shared/parse.js';

export interface Question {
  question: string;
  /** The answer's paragraphs, as text. */
  answer: string[];
}

export interface Category {
  /** Its element id, the in-page navigation's target. */
  anchor: string;
  title: string;
  questions: Question[];
}

export interface FaqFeed {
  title: string;
  intro?: string;
  categories: Category[];
}

function question(r: Reader) {
  return (value: unknown, path: string): Question => {
    const o = r.obj(value, path);
    return {
      question: r.str(o.question, `${path}.question`),
      answer: r.list(o.answer, `${path}.answer`, (p, at) => r.str(p, at), 1),
    };
  };
}

export function parseFaqFeed(feed: unknown, driver: string): FaqFeed {
  const r = reader(driver);
  const data = feedPayload(r.driver, feed);
  const seen = new Set<string>();
  const categories = r.list(data.categories, 'categories', (value, path): Category => {
    const o = r.obj(value, path);
    const anchor = r.optAnchor(o.anchor, `${path}.anchor`) ?? r.fail(`${path}.anchor`, 'must be given');
    if (seen.has(anchor)) r.fail(`${path}.anchor`, `repeats ${anchor}`);
    seen.add(anchor);
    return { anchor, title: r.str(o.title, `${path}.title`), questions: r.list(o.questions, `${path}.questions`, question(r), 1) };
  }, 1);
  return { title: r.str(data.title, 'title'), intro: r.optStr(data.intro, 'intro'), categories };
}
