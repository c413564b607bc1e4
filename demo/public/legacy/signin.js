// The legacy full-episodes page: wires its buttons and status line to
// <tf-signin> through the element's public API and events.
// A file of its own, since the page's Content-Security-Policy
// runs no inline script.
const signin = document.getElementById('signin');
const status = document.getElementById('status');
const error = document.getElementById('error');
const provider = document.getElementById('account-provider');
const signInButton = document.getElementById('sign-in');
const signOutButton = document.getElementById('sign-out');
const episodes = document.querySelectorAll('.episode');

/** What the viewer's access is called: a TV provider, the 24-hour free pass, a special preview or the home network's provider. */
function accessOf({ provider: current, via }) {
  const name = current ? current.displayName : '';
  if (via === '24h') return { line: 'Your 24-hour free pass is running: enjoy full episodes.', badge: '24-hour pass' };
  if (via === 'vipElvis') return { line: `Free preview with ${name || 'your TV provider'}: enjoy full episodes.`, badge: name };
  return { line: `Signed in with ${name || 'your TV provider'}: enjoy full episodes.`, badge: name };
}

function showStatus(current) {
  const { isLoggedIn } = current;
  const access = accessOf(current);
  status.textContent = isLoggedIn ? access.line : 'Sign in with your TV provider to unlock full episodes.';
  provider.textContent = isLoggedIn ? access.badge : '';
  signInButton.hidden = isLoggedIn;
  signOutButton.hidden = !isLoggedIn;
  document.getElementById('picker-section').hidden = isLoggedIn;
  for (const episode of episodes) episode.toggleAttribute('data-locked', !isLoggedIn);
}

signin.addEventListener('tf:signinstatus', (event) => {
  error.hidden = true;
  showStatus(event.detail);
});
signin.addEventListener('tf:signinerror', (event) => {
  error.textContent = `Sign-in problem: ${event.detail.message}`;
  error.hidden = false;
});
signin.addEventListener('tf:signinload', () => signin.showPicker(document.getElementById('picker')), { once: true });
signInButton.addEventListener('click', () => signin.open());
signOutButton.addEventListener('click', () => signin.logout());
