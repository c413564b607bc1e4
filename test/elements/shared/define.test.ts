import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineElement, otherBuildWarning } from '../../../elements/shared/define.js';

let count = 0;
/** A tag no other test defines (definitions last as long as the page). */
const freshTag = () => `tf-define-test-${(count += 1)}`;
const elementClass = () => class extends HTMLElement {};

describe('defineElement', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('defines the tag once', () => {
    const tag = freshTag();
    const ctor = elementClass();
    defineElement(tag, ctor, '1.0.0');
    expect(customElements.get(tag)).to.equal(ctor);
    expect(warn.called).to.equal(false);
  });

  it('says nothing when the same version defines it again (tf.js and a standalone element of one release)', () => {
    const tag = freshTag();
    const first = elementClass();
    defineElement(tag, first, '1.0.0');
    defineElement(tag, elementClass(), '1.0.0');
    defineElement(tag, first, '1.0.0');
    expect(customElements.get(tag)).to.equal(first);
    expect(warn.called).to.equal(false);
  });

  it('keeps the first definition and warns, naming both versions, when another version defines it again', () => {
    const tag = freshTag();
    const first = elementClass();
    defineElement(tag, first, '1.0.0');
    defineElement(tag, elementClass(), '2.0.0');
    expect(customElements.get(tag)).to.equal(first);
    expect(warn.calledOnceWithExactly(otherBuildWarning(tag, '1.0.0', '2.0.0'))).to.equal(true);
    expect(warn.firstCall.args[0]).to.equal(
      `<${tag}> is already defined by Triforce 1.0.0; this page also loads Triforce 2.0.0, whose <${tag}> is not used. Load one version of Triforce per page.`);
  });

  it('warns when another script defined the tag first', () => {
    const tag = freshTag();
    customElements.define(tag, elementClass());
    defineElement(tag, elementClass(), '1.0.0');
    expect(warn.calledOnceWithExactly(otherBuildWarning(tag, undefined, '1.0.0'))).to.equal(true);
    expect(warn.firstCall.args[0]).to.match(/is already defined by another script;/);
  });
});
