// Written once in runtime/util, where islands drawing JSON-LD reach it too.
export { scriptSafeJson } from '../runtime/util/script-safe-json.js';
