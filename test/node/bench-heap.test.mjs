// The heap bench's accounting (bench/heap.mjs retainedBytes) on small
// hand-made snapshots in V8's format: what counts as the page's, what is the
// engine's compiled code, what only the inspector holds.
// Run: node --test test/node/
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retainedBytes } from '../../bench/heap.mjs';

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'object shape'];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

/**
 * A snapshot from a list of nodes, node 0 being the root:
 * `{ type, name, size, detached, edges: [[edgeType, name, to]] }`.
 */
function snapshotOf(list) {
  const strings = [];
  const str = (s) => {
    const at = strings.indexOf(s);
    return at >= 0 ? at : strings.push(s) - 1;
  };
  const nodes = [];
  const edges = [];
  list.forEach((node, id) => {
    const out = node.edges ?? [];
    nodes.push(NODE_TYPES.indexOf(node.type), str(node.name), id + 1, node.size ?? 0, out.length, node.detached ? 2 : 0);
    for (const [type, name, to] of out) {
      edges.push(EDGE_TYPES.indexOf(type), type === 'element' || type === 'hidden' ? name : str(name), to * 6);
    }
  });
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'],
        node_types: [NODE_TYPES, 'string', 'number', 'number', 'number', 'number'],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES, 'string_or_number', 'node'],
      },
    },
    nodes,
    edges,
    strings,
  };
}

const root = (...to) => ({ type: 'synthetic', name: '', edges: to.map((n, i) => ['element', i + 1, n]) });

describe('retainedBytes', () => {
  it('counts what the roots hold over strong edges, not what only weak edges or nothing reach', () => {
    const { page, classes } = retainedBytes(snapshotOf([
      root(1),
      { type: 'object', name: 'Window', size: 100, edges: [['property', 'kept', 2], ['weak', 'cache', 3]] },
      { type: 'object', name: 'Array', size: 40 },
      { type: 'object', name: 'Cached', size: 1000 },
      { type: 'object', name: 'Garbage', size: 5000 },
    ]));
    assert.equal(page, 140);
    assert.deepEqual([classes.get('Window'), classes.get('Array')], [100, 40]);
    assert.equal(classes.has('Cached') || classes.has('Garbage'), false);
  });

  it('sets apart what only the inspector holds, but counts what the page holds as well', () => {
    const out = retainedBytes(snapshotOf([
      root(1, 2),
      { type: 'object', name: 'Window', size: 100, edges: [['property', 'shared', 4]] },
      { type: 'native', name: 'blink::InspectorNetworkAgent', size: 10, edges: [['element', 1, 3], ['element', 2, 4]] },
      { type: 'native', name: 'blink::NetworkResourcesData::ResourceData', size: 700 },
      { type: 'object', name: 'Shared', size: 30 },
    ]));
    assert.equal(out.page, 130);
    assert.equal(out.inspector, 710);
  });

  it('counts V8 code, what only code holds and dependent-code lists as code, and a leak held by a closure as the page\'s', () => {
    const out = retainedBytes(snapshotOf([
      root(1, 5),
      { type: 'object', name: 'Window', size: 100, edges: [['property', 'leak', 2], ['internal', 'map', 6]] },
      { type: 'closure', name: 'keep', size: 32, edges: [['internal', 'context', 3], ['internal', 'shared', 4]] },
      { type: 'object', name: 'system / Context', size: 48, edges: [['context', 'manifests', 7]] },
      { type: 'code', name: 'system / SharedFunctionInfo', size: 56, edges: [['internal', 'feedback', 8]] },
      { type: 'code', name: 'system / InstructionStream', size: 4000 },
      { type: 'object shape', name: 'system / Map', size: 40, edges: [['internal', 'dependent_code', 9]] },
      { type: 'object', name: 'Array', size: 1600 },
      { type: 'object', name: 'Object', size: 24 },
      { type: 'native', name: 'system / WeakArrayList', size: 300 },
    ]));
    assert.equal(out.page, 100 + 32 + 48 + 40 + 1600);
    assert.equal(out.code, 56 + 4000 + 24 + 300);
  });

  it('reports the GC tables apart while counting what their strong entries hold', () => {
    const out = retainedBytes(snapshotOf([
      root(1, 2),
      { type: 'native', name: 'blink::HeapHashTableBacking<blink::HashTable<cppgc::internal::BasicMember<blink::MediaQueryList, cppgc::internal::WeakMemberTag>>>', size: 32768, edges: [['weak', 'entry', 3]] },
      { type: 'native', name: 'blink::HeapVectorBacking<std::pair<cppgc::internal::BasicMember<const blink::ActiveScriptWrappableBase, cppgc::internal::StrongMemberTag>>>', size: 28000, edges: [['element', 1, 3]] },
      { type: 'native', name: 'MediaQueryList', size: 64 },
    ]));
    assert.equal(out.tables, 32768 + 28000);
    assert.equal(out.page, 64);
  });

  it('tells the browser\'s long-frame buffers and detached DOM nodes within the page\'s bytes', () => {
    const out = retainedBytes(snapshotOf([
      root(1),
      { type: 'native', name: 'Performance', size: 50, edges: [['element', 1, 2], ['element', 2, 3]] },
      { type: 'native', name: 'PerformanceLongAnimationFrameTiming', size: 176, edges: [['element', 1, 4]] },
      { type: 'native', name: '<tf-zone zone="t1_1c">', size: 120, detached: true, edges: [['element', 1, 5]] },
      { type: 'native', name: 'blink::ScriptTimingInfo', size: 150 },
      { type: 'native', name: '<div class="card">', size: 90, detached: true },
    ]));
    assert.equal(out.page, 50 + 176 + 120 + 150 + 90);
    assert.equal(out.timeline, 176 + 150);
    assert.equal(out.detached, 2);
    assert.equal(out.classes.get('<tf-zone>'), 120);
  });
});
