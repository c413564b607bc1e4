// The demo site runs the same entry as dist/tf.js: every element plus
// window.Triforce, islands loading lazily as the manifest names them.
import '../elements/index.js';
